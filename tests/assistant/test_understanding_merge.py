"""What the model reads of a turn, and what of its reading is used: only what the floor left
empty, and only words it copied from the customer's message."""

from __future__ import annotations

from assistant.schema import Understanding, question_asked
from assistant.understanding import merge


def test_the_floor_wins_where_it_read_something():
    floor = Understanding(intent="book", date="2026-12-08", time_from="09:00", name="Dana")
    model = Understanding(intent="price", date="2026-12-09", name="Dana Reyes")
    merged = merge(floor, model, "book Dana Reyes tuesday at 9")
    assert (merged.intent, merged.date, merged.time_from) == ("book", "2026-12-08", "09:00")
    assert merged.name == "Dana"


def test_the_model_fills_what_the_floor_missed_with_the_customers_words():
    floor = Understanding(intent="book")
    model = Understanding(name="Dana Reyes", vehicle="2014 Honda Civic", service="squeaky brakes")
    merged = merge(floor, model, "it's dana reyes, my 2014 Honda Civic has  squeaky brakes")
    assert (merged.name, merged.vehicle, merged.service) == (
        "Dana Reyes",
        "2014 Honda Civic",
        "squeaky brakes",
    )


def test_values_the_message_never_said_are_dropped():
    # Live turns: "Dana Reyes" after "I'm holding that time for you. What name should I put it
    # under?" read as the name "holding that time"; a bare "yes" as a vehicle "209 to $89".
    merged = merge(Understanding(), Understanding(name="holding that time"), "Dana Reyes")
    assert merged.name is None
    merged = merge(Understanding(answer="yes"), Understanding(vehicle="209 to $89"), "yes")
    assert (merged.vehicle, merged.answer) == (None, "yes")


def test_the_models_dates_times_and_answers_are_never_taken():
    # The same live "yes" was dated a year ahead, which sent the booking into a loop of offers.
    model = Understanding(
        intent="cancel", date="2027-12-07", time_from="10:00", time_to="11:00", answer="no"
    )
    merged = merge(Understanding(answer="yes"), model, "yes")
    assert merged == Understanding(answer="yes")


def test_a_correction_keeps_no_intent_whatever_the_model_read():
    message = "do you have another day?"
    assert merge(Understanding(), Understanding(intent="hours"), message).intent is None


def test_the_models_intent_counts_only_where_the_floor_read_nothing():
    assert (
        merge(Understanding(), Understanding(intent="price"), "what'd that set me back").intent
        == "price"
    )
    floor = Understanding(date="2026-12-09")
    assert merge(floor, Understanding(intent="services"), "Wednesday").intent is None


def test_a_model_phone_must_be_a_real_number_the_customer_typed():
    floor = Understanding(intent="book")
    typed = "Stella here, 303 555 0177"
    assert merge(floor, Understanding(phone="+13035550177"), typed).phone == "+13035550177"
    # Cut off, so not a real number; or real but not what the customer typed.
    assert merge(floor, Understanding(phone="+1303555"), typed).phone is None
    assert merge(floor, Understanding(phone="+13035550142"), typed).phone is None


def test_a_model_name_longer_than_a_customer_name_is_dropped():
    long_name = "Dana " * 30
    merged = merge(Understanding(), Understanding(name=long_name.strip()), long_name)
    assert merged.name is None


def test_the_model_reads_only_the_question_the_assistant_asked():
    reply = (
        "Just to confirm: Oil change on Tuesday, December 8 at 7:30 AM. It usually runs $49.50 "
        "to $89, final price after we look at the car. Shall I book it?"
    )
    assert question_asked(reply) == "Shall I book it?"
    assert question_asked("You're booked, Dana! See you Tuesday.") == ""
    assert question_asked("") == ""


def test_a_model_value_must_be_what_its_field_holds():
    # Held-out corpus readings of the small model, each copied from the message but into the
    # wrong field.
    floor = Understanding(intent="book")
    message = "my brake pedal rattles on bumps, need it fixed Friday. late afternoon works best"
    model = Understanding(name="afternoon works", vehicle="bumps")
    assert merge(floor, model, message) == floor
    message = "want to make an appointment for a 4-wheel suspension install November 1"
    model = Understanding(
        service="4-wheel suspension install", vehicle="4-wheel suspension install"
    )
    merged = merge(floor, model, message)
    assert (merged.service, merged.vehicle) == ("4-wheel suspension install", None)
    message = "what's the status of my car, you can put lila oksen"
    assert merge(floor, Understanding(name="status"), message).name is None
    # A surname is no car, whoever read the name.
    message = "can we push my appointment to 6/3 pls - Ines Wexsen, if you need it"
    read = merge(Understanding(name="Ines Wexsen"), Understanding(vehicle="Wexsen"), message)
    assert read.vehicle is None
    read = merge(floor, Understanding(name="Ines Wexsen", vehicle="Wexsen"), message)
    assert (read.name, read.vehicle) == ("Ines Wexsen", None)
    # A piece of the service is no name ("wheel" of "4-wheel", "pump repair").
    message = "want to make an appointment for the 4-wheel thermostat change next monday"
    model = Understanding(service="4-wheel thermostat change", name="wheel")
    assert merge(floor, model, message).name is None
    message = "want to make an appointment for rear water pump repair first thing"
    read = merge(
        Understanding(intent="book", service="rear water pump repair"),
        Understanding(name="pump repair"),
        message,
    )
    assert read.name is None
    # A piece of the car is no name ("RX" of "Lexus RX 350").
    message = "hiyya I can't make it, cancel please, its a Lexus RX 350"
    read = merge(
        Understanding(intent="cancel", vehicle="Lexus RX 350"), Understanding(name="RX"), message
    )
    assert (read.name, read.vehicle) == (None, "Lexus RX 350")
    # A car the floor does not know is still the model's to read.
    message = "book brakes for my 2021 Rivian R1T"
    assert merge(floor, Understanding(vehicle="2021 Rivian R1T"), message).vehicle == (
        "2021 Rivian R1T"
    )


def test_a_model_service_must_name_work_on_a_car():
    # The scripted customers' "yes" read by the model as the service "yes", which the
    # assistant then said it does not offer.
    for said in ("yes", "the first one", "my car"):
        assert merge(Understanding(), Understanding(service=said), said).service is None
    message = "my SUV rattles on bumps"
    assert merge(Understanding(), Understanding(service=message), message).service == message


def test_a_single_word_in_lower_case_is_no_name_the_model_may_give():
    # Held-out readings: a name would be booked under "Along".
    message = "how's my car coming along, much appreciated"
    assert merge(Understanding(intent="status"), Understanding(name="along"), message).name is None
    message = "Felix here, brakes friday"
    assert merge(Understanding(), Understanding(name="Felix"), message).name == "Felix"
    message = "you can put noor pryski"
    assert merge(Understanding(), Understanding(name="noor pryski"), message).name == "noor pryski"


def test_a_verb_is_no_service_the_model_may_give():
    message = "is the lexus rx 350 ready for pickup - kevin ashford, if you need it"
    assert merge(Understanding(), Understanding(service="need it"), message).service is None


def test_a_span_of_time_is_no_service():
    # A scripted customer moving a visit: the model read "an hour later" as the service, and
    # the assistant said "Sorry, we don't offer an hour later."
    floor = Understanding(intent="reschedule")
    for said, message in [
        ("an hour later", "can I come in half an hour later"),
        ("half an hour later", "can I come in half an hour later"),
        ("30 minutes", "push it 30 minutes"),
        # A caller picking an offered time: "Sorry, we don't offer the eight o'clock."
        ("the eight o'clock", "the eight o'clock"),
    ]:
        assert merge(floor, Understanding(service=said), message).service is None
