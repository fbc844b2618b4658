"""The template reply for every act: always correct, always available, the floor under the
model. Phone replies are short sentences that read well aloud; chat and SMS may list."""

from __future__ import annotations

from assistant.schema import Act
from assistant.words import facts_for_the_channel

ONLY_ENGLISH = "Lo siento, por ahora solo puedo ayudar en inglés."
# What a price range is: what the shop usually charges, not the bill. Said with every price
# quoted for a booking; assistant/respond.py adds it to a model's confirmation that leaves it out.
PRICE_CAVEAT = "The final price is confirmed after we look at the car."
THANKS_FOR_A_REVIEW = "Thank you, that means a lot to us!"
WE_CALL_WHEN_READY = "Yes, we'll let you know when your car is ready."
ARRIVAL_TOLD = "Thanks, I've let the team know you're here."
EARLY_IS_FINE = "That's fine: come in a little early and we'll check your car in."
NO_NEED_TO_STAY = "You don't have to stay: you're welcome to wait for it, or leave the car with us and we'll call you when it's ready"
# Said to a business with several vehicles: the team sets up the rest, one can be booked now.
ONE_VEHICLE_NOW = "In the meantime, I can book one vehicle in now if you'd like."


def template_reply(act: str, facts: dict[str, str], *, channel: str, shop: str) -> str:
    facts = facts_for_the_channel(facts, channel)
    reply = _reply(act, facts, channel=channel, shop=shop)
    if facts.get("price_for"):
        # The owner's price rule for the car made the range: said, so it is not a surprise.
        price = facts["price"]
        whose = facts.get("price_whose", "your")  # "for a diesel" of diesels asked about
        reply = reply.replace(price, f"{price} for {whose} {facts['price_for']}", 1)
        if facts.get("other_car"):
            # "My Mercedes and my wife's Honda Pilot": the other car's price after it.
            other = f"{facts['other_price']} for your {facts['other_car']}"
            reply = reply.replace(facts["price_for"], f"{facts['price_for']} and {other}", 1)
    if facts.get("axles") == "both":
        # Priced per axle by the shop, asked for front and back: the price is for both.
        price = facts["price"]
        reply = reply.replace(price, f"{price} for both axles", 1)
    if act != Act.OFFER_TIMES and facts.get("next"):
        reply = f"First the {facts['service']}, then the {facts['next']}. {reply}"
    elif act != Act.OFFER_TIMES and facts.get("second_car"):
        reply = f"{_one_car_then_the_other(facts)} {reply}"
    if facts.get("added"):
        # Another service asked for while one is held: said to follow it, once.
        return f"Sure, I'll find a time for the {facts['added']} right after this one. {reply}"
    return reply


def _reply(act: str, facts: dict[str, str], *, channel: str, shop: str) -> str:
    f = dict(facts)
    spoken = channel == "phone"
    taken = "Sorry, that time was just taken. " if f.get("taken") else ""
    match Act(act):
        case Act.GREET if f.get("moment"):
            return "Sure, take your time."
        case Act.GREET if f.get("how_are_you"):
            return "Doing well, thanks for asking! What can I do for you today?"
        case Act.GREET if f.get("identity") and f.get("aside"):
            where = f" We're at {f['address']}." if f.get("address") else ""
            return f"This is {shop}'s automated assistant.{where}"
        case Act.GREET if f.get("identity") and f.get("address"):
            return f"This is {shop}'s automated assistant. We're at {f['address']}. I can book a service, check prices or answer questions. What can I do for you?"
        case Act.GREET if f.get("identity"):
            return f"This is {shop}'s automated assistant. I can book a service, check prices or answer questions, and I pass anything else to the team. What can I do for you?"
        case Act.GREET if f.get("texts") == "on":
            return f"You'll get texts from {shop} again. What can I do for you?"
        case Act.GREET if f.get("texts") == "help":
            call = f" For anything else, call {f['phone']}." if f.get("phone") else ""
            return f"{shop}: text us to book, move or cancel an appointment, or to ask about prices and hours.{call} Reply STOP to stop texts."
        case Act.GREET:
            reached = "calling" if spoken else "contacting"
            return f"Hi, thanks for {reached} {shop}! I can book a service, check prices or answer questions. What can I do for you?"
        case Act.ASK_SERVICE if f.get("danger"):
            return "Please pull over somewhere safe and turn the engine off. If you see flames, get away from the car and call 911."
        case Act.ASK_SERVICE if f.get("spanish"):
            return f"{ONLY_ENGLISH} (Sorry, I can only help in English for now.)"
        case Act.ASK_SERVICE if f.get("foreign"):
            return "Sorry, I can only help in English for now. What can I do for you?"
        case Act.ASK_SERVICE if f.get("language"):
            return "Sorry, I can only help in English. I can book a service, check prices, or tell you our hours and address. What can I do for you?"
        case Act.ASK_SERVICE:
            if f.get("purpose") == "price" and f.get("free"):
                return "I can give you our price range for any service here, free. Which service is it for?"
            if f.get("purpose") == "price":
                return "Happy to give you a price. Which service is it for?"
            if f.get("unsure"):
                return "No problem. Tell me what the car is doing (a noise, a warning light, a leak) and I'll find the right service."
            if f.get("photo"):
                return "Thanks for the photo. I can't open pictures here, so in a few words: what does your car need?"
            if f.get("wait"):
                return "Whether you can wait depends on the job. Which service is it for?"
            if f.get("how_long"):
                return "Happy to tell you how long it takes. Which service is it for?"
            if f.get("declined") and f.get("let_go"):
                return "No problem, I've let that time go. Is there anything else I can help with?"
            if f.get("declined"):
                return "No problem. Is there anything else I can help with?"
            if f.get("unanswered") and (f.get("safety") or f.get("partly")):
                return "Is there anything else I can help with?"
            if f.get("unanswered"):
                return "Sorry, I can't answer that one here. I can book a service, check prices, or tell you our hours and address. What can I do for you?"
            if f.get("hello"):
                return f"Hi, {f['hello']}! What can I do for you?"
            if f.get("praised"):
                return f"{THANKS_FOR_A_REVIEW} Is there anything else I can help with?"
            if f.get("thanked"):
                return "You're welcome! Is there anything else I can help with?"
            if f.get("after_booking"):
                return "You're all set. Is there anything else I can help with?"
            if f.get("with_the_team"):
                return "The team has your message, and someone will get back to you shortly. Is there anything else I can help with?"
            if f.get("more"):
                return "Sure. What else can I help with?"
            if f.get("closed"):
                return f"We're closed on {f['closed']}, but I can find you another day. Which service does your car need?"
            if f.get("for_whom"):
                on = f" on {f['day_asked']}" if f.get("day_asked") else ""
                return f"Sure, I can book your {f['for_whom']} in{on}. Which service does the car need?"
            if f.get("here"):
                return "Yes, I can book it for you right here. Which service does your car need?"
            if f.get("two_cars"):
                return "Sure, I can book both cars. Which service does each one need?"
            if f.get("ready_depends"):
                return "When it's ready depends on the work. Which service does your car need?"
            if f.get("day_asked"):
                return f"Happy to check {f['day_asked']} for you. Which service does your car need?"
            if f.get("no_last_visit"):
                return (
                    "I don't see an earlier visit on this number. Which service does your car need?"
                )
            if f.get("listening"):
                return "Sure, what's your question?"
            if f.get("new_customers"):
                return "Yes, new customers are always welcome. Which service does your car need?"
            if f.get("move_or_new"):
                return f"Is that to move your {f['move_or_new']}, or to book something new?"
            return "What can we help with: which service does your car need?"
        case Act.ASK_DAY:
            if f.get("declined"):
                return "No problem. What other day or time would work for you?"
            if f.get("open_days"):
                return (
                    f"{f['service']} has open times on {f['open_days']}. Which day works for you?"
                )
            if f.get("no_such_day"):
                return f"There's no {f['no_such_day']}. What day works for you?"
            if f.get("date_said"):
                return f"{f['date_said']} is a {f['is_a']}, not a {f['weekday_said']}. Which day works for you?"
            if f.get("day") and f.get("or_cancel"):
                return f"Your {f['service']} is on {f['day']} at {f['time']}. What day would you like instead, or should I cancel it?"
            if f.get("day"):
                return f"Your {f['service']} is on {f['day']} at {f['time']}. What day would you like instead?"
            return "What day works for you?"
        case Act.ASK_NAME if f.get("needed"):
            # "Why do you need my name?": why, in one sentence, and the question again.
            return "The booking goes under a name so the team knows whose car it is when you arrive; a first name is fine. What name should I put it under?"
        case Act.ASK_NAME if f.get("whose"):
            return f"Sure, I can put it under their name. What's {f['whose']}'s name?"
        case Act.ASK_NAME if f.get("again"):
            return "What name should I put it under?"
        case Act.ASK_NAME if f.get("dropoff"):
            return f"It's a drop-off job: bring the car {f['dropoff']} and we'll call you when it's ready. I'm holding {f['time']} on {f['day']} for {f.get('for') or 'you'}. What name should I put it under?"
        case Act.ASK_NAME if f.get("time"):
            return f"I'm holding {f['time']} on {f['day']} for {f.get('for') or 'you'}. What name should I put it under?"
        case Act.ASK_NAME:
            return f"I'm holding that time for {f.get('for') or 'you'}. What name should I put it under?"
        case Act.ASK_PHONE if f.get("dropoff"):
            return f"It's a drop-off job: bring the car {f['dropoff']} and we'll call you when it's ready. And what's the best mobile number for the confirmation text?"
        case Act.ASK_PHONE if f.get("copy_for") == "them":
            return "Sure: what number should I text a copy of the confirmation to?"
        case Act.ASK_PHONE if f.get("copy_for"):
            return (
                f"Sure: what's your {f['copy_for']}'s number? I'll text the confirmation there too."
            )
        case Act.ASK_PHONE if f.get("call"):
            return "Sure. What number should the team call you at?"
        case Act.ASK_PHONE if f.get("no_texts") == "calls":
            return "No problem, I won't text you. What number can the team call you at to confirm the visit?"
        case Act.ASK_PHONE if f.get("no_texts"):
            return "Got it, I won't text this number. Is there a mobile number I can text the confirmation to? If not, just say no and I'll book it without a text."
        case Act.ASK_PHONE:
            sorry = "Sorry, that isn't a phone number I can text. " if f.get("unreadable") else ""
            if f.get("purpose") == "verify":
                return f"{sorry}What's the phone number on the appointment? I'll text it a code to confirm it's you."
            if sorry:
                return f"{sorry}What's the best mobile number, with its area code?"
            if f.get("needed"):
                call = (
                    f" If you'd rather not, you can call us at {f['phone']}."
                    if f.get("phone")
                    else ""
                )
                return f"I need a phone number to book: it's where we text your confirmation and call when the car is ready.{call} What number can we use?"
            if f.get("which"):
                return "Great. What's the number, with its area code?"
            if f.get("time"):
                return f"I'm holding {f['time']} on {f['day']} for you. What's the best mobile number for the confirmation text?"
            return "And what's the best mobile number for the confirmation text?"
        case Act.ASK_VEHICLE:
            return "What's the year, make and model of the car?"
        case Act.OFFER_TIMES:
            where = f" on {f['day']}" if f.get("day") else ""
            ask = "Which works for you?" if " or " in f["times"] else "Does that work for you?"
            if f.get("unavailable"):
                verb = "aren't" if f.get("both") else "isn't"
                taken += f"Sorry, {f['unavailable']} {verb} available. "
            if f.get("closed_then"):
                taken += f"Sorry, {f['closed_then']}. "
            if f.get("outside"):
                taken += f"Sorry, nothing's open {f['outside']}. "
            if f.get("latest_then"):
                taken += f"Sorry, {f['latest_then']}. "
            if f.get("earliest"):
                return f"{taken}{f['times']} is the earliest I have{where}. {ask}"
            if f.get("again") and " or " in f["times"]:
                return f"{taken}Which time works for you{where}: {f['times']}?"
            if f.get("again"):
                return f"{taken}Does {f['times']}{where} work for you?"
            if f.get("look"):
                then = f", then the {f['next']}" if f.get("next") else ""
                on = f" On {f['day']}" if f.get("day") else ""
                return f"{taken}{look_first_words(f['service'] + then)}{on} I can do {f['times']}. {ask}"
            if f.get("next"):
                taken += f"First the {f['service']}, then the {f['next']}. "
            elif f.get("second_car"):
                taken += f"{_one_car_then_the_other(f)} "
            if spoken:
                return f"{taken}For {f['service']}{where}, I have {f['times']}. {ask}"
            return f"{taken}For {f['service']}{where} I can do {f['times']}. {ask}"
        case Act.NO_TIMES:
            reason = f.get("reason") or "I don't have an open time then"
            why = reason[0].upper() + reason[1:]
            if f.get("next_times"):
                when = f"on {f['next_day']} at " if f.get("next_day") else ""
                which = "last" if f.get("last") else "next"
                return f"{taken}{why}. The {which} open times for {f['service']} are {when}{f['next_times']}. Would one of those work?"
            return f"{taken}{why}, and I don't see an opening soon. Would you like me to take a message for the shop?"
        case Act.CONFIRM:
            if f.get("change") == "swap":
                return f"Just to confirm: your visit on {f['day']} at {f['time']} for the {f['service']} instead of the {f['was']}? Please say yes or no."
            if f.get("change") == "move":
                was = f" from {f['was']}" if f.get("was") else ""
                return f"Just to confirm: move your {f['service']}{was} to {f['day']} at {f['time']}? Please say yes or no."
            dropoff = (
                f" It's a drop-off job: bring the car {f['dropoff']}." if f.get("dropoff") else ""
            )
            texted = (
                f" I'll text the confirmation to {f['texted_to']}." if f.get("texted_to") else ""
            )
            if f.get("no_text"):
                texted = " There'll be no text confirmation, so please keep a note of it."
            if f.get("no_text") and f.get("call_at"):
                texted = (
                    f" There'll be no text: the team will call you at {f['call_at']} to confirm."
                )
            whose = f" for {f['for']}" if f.get("for") else ""
            then = f", then find a time for {f['then_find']}" if f.get("then_find") else ""
            return f"Just to confirm: {f['service']} on {f['day']} at {f['time']}{whose}.{dropoff} It usually runs {f['price']}, final price after we look at the car.{texted} Shall I book it{then}?"
        case Act.BOOKED:
            who = f", {f['name']}" if f.get("name") else ""
            whose = f.get("for", "")
            booked = f"{whose[:1].upper()}{whose[1:]} is booked" if whose else f"You're booked{who}"
            text = (
                "We'll text you a confirmation."
                if not spoken
                else "You'll get a text confirming it."
            )
            if f.get("texts"):
                text = f"We'll text the confirmation to {f['texts']}."
            if f.get("untexted"):
                text = "I can't text a confirmation to that number, so please keep a note of it."
            if f.get("untexted") and f.get("call_at"):
                text = f"No text will come: the team will call you at {f['call_at']} to confirm."
            dropoff = (
                f" Bring the car {f['dropoff']}; we'll call you when it's ready."
                if f.get("dropoff")
                else ""
            )
            also = f" Would you like to book {f['also']} as well?" if f.get("also") else ""
            return f"{booked}: {f['service']} on {f['day']} at {f['time']}.{dropoff} {text}{also}"
        case Act.ALREADY_BOOKED:
            return f"You're already booked for {f['service']} on {f['day']} at {f['time']}. Would you like another one, say for a second car?"
        case Act.QUOTE if f.get("how_often"):
            return f"How often depends on your car and how you drive it: your owner's manual says when it's due. {f['service']} usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("which_oil"):
            return f"Which oil is best depends on your car and how you drive it: your owner's manual says which it takes, and the team can go over it with you. {f['service']} usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("dear"):
            team = f" The team can go over it with you at {f['phone']}." if f.get("phone") else ""
            return f"I understand. {f['service']} usually runs {f['price']}, and the final price for your car is confirmed after we look at it.{team} Would you like to book it, or is there anything else I can help with?"
        case Act.QUOTE if f.get("until"):
            return f"Your {f['services']} on {f['day']} run from {f['time']} to {f['until']}: about {f['takes']} in all."
        case Act.QUOTE if f.get("add_after"):
            return f"{f['service']} usually runs {f['price']}. Would you like to add it after the {f['add_after']}?"
        case Act.QUOTE if f.get("then") and f.get("bring"):
            return f"{f['service']} is a drop-off job: bring the car {f['dropoff']} and we'll call you when it's ready (it takes about {f['takes']})."
        case Act.QUOTE if f.get("then") and f.get("includes"):
            return f"{f['service']}: {f['includes']} It usually runs {f['price']}."
        case Act.QUOTE if f.get("then") and f.get("wait") == "no":
            return f"{f['service']} is a drop-off job, so it isn't one to wait for: bring the car {f['dropoff']} and we'll call you when it's ready (it takes about {f['takes']})."
        case Act.QUOTE if f.get("then") and f.get("leave") == "stay":
            return f"{NO_NEED_TO_STAY}. {f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("then") and f.get("leave"):
            return f"No need to leave it all day: you can wait for it. {f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("then") and f.get("wait") == "yes":
            return f"Yes, you can wait for it: {f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("then") and f.get("dropoff"):
            return f"{f['service']} takes about {f['takes']}: it's a drop-off job, so bring the car {f['dropoff']} and we'll call you when it's ready."
        case Act.QUOTE if f.get("then") == "held" and f.get("takes"):
            return f"{f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("then") and f.get("takes"):
            return f"{f['service']} takes about {f['takes']} and usually runs {f['price']}."
        case Act.QUOTE if f.get("then") and f.get("also"):
            return f"{f['service']} usually runs {f['price']}; {f['also']}."
        case Act.QUOTE if f.get("then"):
            return f"{f['service']} usually runs {f['price']}."
        case Act.QUOTE if f.get("leave") == "stay" and f.get("booked"):
            return f"{NO_NEED_TO_STAY}. Your {f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("leave") == "stay":
            return f"{NO_NEED_TO_STAY}. {f['service']} takes about {f['takes']} and usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("leave") and f.get("booked"):
            return f"No need to leave it all day: you can wait for it. Your {f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("leave"):
            return f"No need to leave it all day: you can wait for it. {f['service']} takes about {f['takes']} and usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("wait") == "no" and f.get("booked"):
            return f"Your {f['service']} is a drop-off job, so it isn't one to wait for: bring the car {f['dropoff']} and we'll call you when it's ready."
        case Act.QUOTE if f.get("wait") == "no":
            return f"{f['service']} is a drop-off job, so it isn't one to wait for: bring the car {f['dropoff']} and we'll call you when it's ready (it takes about {f['takes']}). It usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("wait") == "yes" and f.get("not_waited"):
            return f"You can wait for the {f['service']}: it takes about {f['takes']} and usually runs {f['price']}. {f['not_waited']} is a drop-off job, so it isn't one to wait for. Would you like to book them?"
        case Act.QUOTE if f.get("wait") == "yes" and f.get("also"):
            return f"Yes, you can wait for them: {f['service']} takes about {f['takes']} and usually runs {f['price']}; {f['also']}. {PRICE_CAVEAT} Would you like to book them?"
        case Act.QUOTE if f.get("wait") and f.get("booked"):
            return f"Yes, you can wait for it: your {f['service']} takes about {f['takes']}."
        case Act.QUOTE if f.get("wait"):
            return f"Yes, you can wait for it: {f['service']} takes about {f['takes']} and usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("booked") and f.get("takes"):
            return f"Your {f['service']} takes about {f['takes']} and usually runs {f['price']}. {PRICE_CAVEAT}"
        case Act.QUOTE if f.get("booked") and f.get("includes"):
            return f"Your {f['service']}: {f['includes']} It usually runs {f['price']}."
        case Act.QUOTE if f.get("dropoff"):
            return f"{f['service']} takes about {f['takes']}: it's a drop-off job, so bring the car {f['dropoff']} and we'll call you when it's ready. It usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("not_included"):
            return f"{f['service']}: {f['includes']} It usually runs {f['price']}. {f['not_included']} isn't part of it; on its own it usually runs {f['part_price']}. Would you like to book both?"
        case Act.QUOTE if f.get("includes") and f.get("takes"):
            return f"{f['service']}: {f['includes']} It takes about {f['takes']} and usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("includes") and f.get("either"):
            return f"{f['service']}: {f['includes']} It usually runs {f['price']}. Would you like to book one of them?"
        case Act.QUOTE if f.get("includes"):
            return f"{f['service']}: {f['includes']} It usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("booked"):
            return f"Your {f['service']} usually runs {f['price']}. {PRICE_CAVEAT}"
        case Act.QUOTE if f.get("takes") and f.get("also"):
            return f"{f['service']} takes about {f['takes']} and usually runs {f['price']}; {f['also']}. {PRICE_CAVEAT} Would you like to book them?"
        case Act.QUOTE if f.get("takes"):
            return f"{f['service']} takes about {f['takes']} and usually runs {f['price']}. Would you like to book it?"
        case Act.QUOTE if f.get("also") and f.get("total"):
            return f"{f['service']} usually runs {f['price']}; {f['also']}: about {f['total']} in all. {PRICE_CAVEAT} Would you like to book them?"
        case Act.QUOTE if f.get("also"):
            return f"{f['service']} usually runs {f['price']}; {f['also']}. {PRICE_CAVEAT} Would you like to book them?"
        case Act.QUOTE:
            return f"{f['service']} usually runs {f['price']}. {PRICE_CAVEAT} Would you like to book it?"
        case Act.HOURS if f.get("now") == "open":
            return f"Yes, we're open now until {f['until']}."
        case Act.HOURS if f.get("now") and f.get("opens"):
            return f"We're closed right now. We open again {f['opens']}."
        case Act.HOURS if f.get("now"):
            return "We're closed right now."
        case Act.HOURS if f.get("unset") and f.get("holiday"):
            return f"Our hours for {f['holiday']} ({f['day']}) aren't set yet; the team can confirm them closer to the day."
        case Act.HOURS if f.get("unset"):
            return f"Our hours for {f['day']} aren't set yet; the team can confirm them closer to the day."
        case Act.HOURS if f.get("day") and f.get("outside"):
            return f"No, not then: on {f['day']} we're only {f['hours']}."
        case Act.HOURS if f.get("day"):
            return f"On {f['day']} we're {f['hours']}."
        case Act.HOURS if f.get("stretch"):
            return f"Here are our hours for those days: {f['stretch']}."
        case Act.HOURS if f.get("outside"):
            return f"Sorry, we're not open then. Our hours are {f['hours']}."
        case Act.HOURS if f.get("special"):
            return f"Our hours are {f['hours']}. Coming up: {f['special']}."
        case Act.HOURS:
            return f"Our hours are {f['hours']}."
        case Act.LOCATION if f.get("phone") and f.get("address"):
            return f"We're at {f['address']}, and you can call us at {f['phone']}."
        case Act.LOCATION if f.get("phone"):
            return f"You can call us at {f['phone']}."
        case Act.LOCATION if f.get("texted") and f.get("address"):
            return f"I've texted our address to {f['texted']}. We're at {f['address']}."
        case Act.LOCATION:
            return (
                f"We're at {f['address']}."
                if f.get("address")
                else "Please call the shop for directions."
            )
        case Act.SERVICES if f.get("lowest"):
            return f"Prices depend on the job: from {f['lowest']} up to {f['highest']}. Which service would you like a price for?"
        case Act.SERVICES if f.get("prices"):
            return f"Our prices: {f['services']}. {PRICE_CAVEAT} What does your car need?"
        case Act.SERVICES if f.get("which"):
            return f"Sure: which one, {f['services']}?"
        case Act.SERVICES if f.get("schedule"):
            return f"What {f['schedule']} includes depends on your car's maintenance schedule (your owner's manual lists it). We do {f['services']}. Which of these does your car need?"
        case Act.SERVICES:
            return f"We do {f['services']}. What does your car need?"
        # Not on the list is all the catalog says: whether the shop can help is the team's.
        case Act.UNKNOWN_SERVICE if f.get("then") and f.get("phone"):
            return f"I don't see {f['asked']} on our service list; the team can tell you about it at {f['phone']}."
        case Act.UNKNOWN_SERVICE if f.get("then"):
            return f"I don't see {f['asked']} on our service list."
        case Act.UNKNOWN_SERVICE if f.get("nearest") and f.get("phone"):
            return f"I don't see {f['asked']} on our service list. The nearest we do is {f['nearest']}; the team can tell you about the rest at {f['phone']}."
        case Act.UNKNOWN_SERVICE if f.get("phone"):
            return f"I don't see {f['asked']} on our service list; the team can tell you whether we can help at {f['phone']}. We do {f['services']}."
        case Act.UNKNOWN_SERVICE:
            return f"I don't see {f['asked']} on our service list. We do {f['services']}."
        case Act.CHOOSE_APPOINTMENT if f.get("not_for"):
            return f"I don't see a visit booked for {f['not_for']}. I see {f['appointments']}. Which one do you mean?"
        case Act.CHOOSE_APPOINTMENT:
            return f"I see {f['appointments']}. Which one do you mean?"
        case Act.APPOINTMENTS:
            if f.get("vehicle"):
                return f"Thanks, I've noted the {f['vehicle']} for your {f['appointments']}."
            if f.get("without"):
                return f"You're booked for {f['appointments']}, with no {f['without']} on it, so there's nothing to take off."
            if f.get("whose"):
                return (
                    f"Got it: I've noted that your {f['appointments']} is for {f['whose']}'s car."
                )
            if f.get("check"):
                return f"Sure: I've asked the team to {f['check']} at your {f['appointments']}."
            if f.get("noted_for"):
                return f"Thanks, I've noted that for the team on your {f['appointments']}."
            if f.get("wanted"):
                return f"Got it: I've noted that you'd like {f['wanted']} for your {f['appointments']}."
            if f.get("number") and f.get("copied") == "yes":
                return f"Done: I've texted the confirmation for your {f['appointments']} to {f['number']} as well. Reminders and changes still come to this number."
            if f.get("number") and f.get("copied"):
                return f"I can't text {f['number']} from here, so I've noted it on your {f['appointments']} for the team. Your confirmation and reminders come to this number."
            if f.get("number") and f.get("noted"):
                return f"Thanks, I've noted {f['number']} on your {f['appointments']}, so the team can reach you there. Texts about it still come to this number."
            if f.get("number"):
                texted = ", and texted the confirmation there" if f.get("texted") else ""
                return f"Thanks, I've changed the number on your {f['appointments']} to {f['number']}{texted}."
            if f.get("who") and f.get("someone_elses"):
                return f"Thanks, I've put {f['who']}'s name on the {f['appointments']}."
            if f.get("who"):
                return f"Thanks, {f['who']}. I've put your name on your {f['appointments']}."
            if f.get("someone"):
                does = "pick the car up" if f.get("picks_up") else "bring the car"
                return f"No problem: I've noted that {f['someone']} will {does} for your {f['appointments']}."
            if f.get("dropoff"):
                return f"You're booked for {f['appointments']}. Bring the car {f['dropoff']}; we'll call you when it's ready."
            if f.get("last"):
                return f"Your last visit was {f['appointments']}. Would you like to book it again?"
            if f.get("unsent"):
                return f"I can't text your confirmation again, but you're booked for {f['appointments']}, under {f['unsent']}."
            if f.get("resent"):
                return f"I've texted your confirmation again to {f['resent']}: {f['appointments']}."
            if f.get("not_booked"):
                return f"I don't see a {f['not_booked']} booked: you're booked for {f['appointments']}. Is there anything else I can help with?"
            if f.get("early"):
                return f"{EARLY_IS_FINE} You're booked for {f['appointments']}."
            if f.get("ready_call"):
                return f"{WE_CALL_WHEN_READY} You're booked for {f['appointments']}."
            if f.get("acknowledged"):
                return f"Thanks, see you then! You're booked for {f['appointments']}."
            if f.get("on_the_way"):
                return f"Thanks, see you soon! You're booked for {f['appointments']}."
            if f.get("declined"):
                return f"You're booked for {f['appointments']}. Would you like to move it or cancel it?"
            if f.get("ready_by"):
                return f"You're booked for {f['appointments']}. It takes about {f['takes']}, so your car should be ready around {f['ready_by']}."
            if f.get("call_when_ready"):
                return f"You're booked for {f['appointments']}. It's a drop-off job, so we'll call you when your car is ready."
            if f.get("not_in_yet"):
                return f"Your car isn't in with us yet: you're booked for {f['appointments']}."
            return f"You're booked for {f['appointments']}."
        case Act.NO_APPOINTMENT if f.get("before"):
            return f"I don't see an earlier {f['before']} for that number. Is there anything I can book for you?"
        case Act.NO_APPOINTMENT if f.get("other_number"):
            return "I don't see an upcoming appointment for this number. If it was booked under another number, what's that number? Or would you like to book one?"
        case Act.NO_APPOINTMENT:
            return (
                "I don't see an upcoming appointment for that number. Would you like to book one?"
            )
        case Act.CONFIRM_CANCEL if f.get("also"):
            return f"Cancel your {f['service']} on {f['day']} at {f['time']} and {f['also']}? Please say yes or no."
        case Act.CONFIRM_CANCEL:
            return f"Cancel your {f['service']} on {f['day']} at {f['time']}? Please say yes or no."
        case Act.ASK_CODE:
            if f.get("wrong"):
                return "That code doesn't match. Please check the text and try again."
            if f.get("resent_to"):
                return f"I've sent a new code to {f['resent_to']}: if that number has an appointment with us, it should arrive in a moment. If that's not your number, tell me the right one. What's the code?"
            return "If that number has an appointment with us, we just texted it a six-digit code. What's the code?"
        case Act.CANCELLED if f.get("instead"):
            return f"Done: your {f['service']} on {f['day']} at {f['time']} is cancelled. Would you like to book the {f['instead']} now?"
        case Act.CANCELLED if f.get("also"):
            return f"Done: your {f['service']} on {f['day']} at {f['time']} and {f['also']} are cancelled."
        case Act.CANCELLED:
            return f"Done: your {f['service']} on {f['day']} at {f['time']} is cancelled."
        case Act.RESCHEDULED if f.get("also"):
            texted = "" if f.get("untexted") else " We'll text you the new time."
            return f"Done: your {f['service']} is now on {f['day']} at {f['time']}.{texted} Would you like to book the {f['also']} as well?"
        case Act.RESCHEDULED if f.get("untexted") and f.get("instead_of"):
            return f"Done: your visit on {f['day']} at {f['time']} is now for the {f['service']} instead of the {f['instead_of']}."
        case Act.RESCHEDULED if f.get("untexted"):
            return f"Done: your {f['service']} is now on {f['day']} at {f['time']}."
        case Act.RESCHEDULED if f.get("instead_of"):
            return f"Done: your visit on {f['day']} at {f['time']} is now for the {f['service']} instead of the {f['instead_of']}. We'll text you the change."
        case Act.RESCHEDULED:
            return f"Done: your {f['service']} is now on {f['day']} at {f['time']}. We'll text you the new time."
        case Act.HANDOFF if f.get("callback") and f.get("returned"):
            return f"Thanks for getting back to us. I've let the team know, and they'll call you back at {f['callback']}."
        case Act.HANDOFF:
            # "You're useless": sorry, then the person they are owed.
            sure = "Sorry I couldn't help." if f.get("sorry") else "Of course."
            if f.get("callback"):
                return f"{sure} I've let the team know you'd like to talk, and they'll call you back at {f['callback']}."
            if f.get("phone") and f.get("leave_number"):
                return f"{sure} You can reach the team directly at {f['phone']}, or leave your number here and I'll have them call you back."
            if f.get("phone"):
                return f"{sure} You can reach the team directly at {f['phone']}, and I've let them know you'd like to talk."
            return f"{sure} I've let the team know you'd like to talk to someone."
        case Act.FAREWELL if f.get("texts") == "off":
            return f"You're unsubscribed from {shop} texts and won't get any more. Reply START to get them again."
        case Act.FAREWELL if f.get("wrong_number"):
            return "No problem! Have a good day."
        case Act.FAREWELL if f.get("not_booked"):
            reached = "calling" if spoken else "contacting"
            return f"No problem, I haven't booked that time. Thanks for {reached} {shop}, and get in touch whenever you'd like one."
        case Act.FAREWELL:
            reached = "calling" if spoken else "contacting"
            # One goodbye, not "Have a good day! See you soon!" one after the other.
            bye = "See you soon, and have a good day!" if f.get("booked") else "Have a good day!"
            return f"Thanks for {reached} {shop}. {bye}"
        case Act.TAKE_MESSAGE if f.get("spanish"):
            return f"{ONLY_ENGLISH} Le avisé al equipo para que le contacten. (Sorry, I can only help in English for now; I've let the team know.)"
        case Act.TAKE_MESSAGE if f.get("foreign"):
            return "Sorry, I can only help in English for now. I've let the team know, and someone will get back to you shortly."
        case Act.TAKE_MESSAGE if f.get("language"):
            return f"I can only help in English myself, so I've asked the team whether someone there speaks {f['language']}, and someone will get back to you shortly."
        case Act.TAKE_MESSAGE if f.get("callback"):
            return f"Thanks, I've passed your question to the team, and someone will get back to you at {f['callback']}."
        case Act.TAKE_MESSAGE if f.get("safety") or f.get("partly"):
            return "I've also passed your question to the team, and someone will get back to you shortly."
        case Act.TAKE_MESSAGE if f.get("unbookable"):
            return f"I can't book {f['unbookable']} myself, so I've passed your request to the team, and someone will get back to you shortly to set it up."
        case Act.TAKE_MESSAGE if f.get("about"):
            return f"I've passed your question about {f['about']} to the team, and someone will get back to you shortly."
        case Act.TAKE_MESSAGE if f.get("danger"):
            return "Please pull over somewhere safe and turn the engine off. If you see flames, get away from the car and call 911. I've told the team, and someone will call you right back."
        case Act.TAKE_MESSAGE if f.get("fleet"):
            return f"I've passed that to the team, and someone will get back to you shortly. {ONE_VEHICLE_NOW}"
        case Act.TAKE_MESSAGE if f.get("review"):
            return f"{THANKS_FOR_A_REVIEW} I've let the team know, and someone will get back to you with where to leave it."
        case Act.TAKE_MESSAGE if f.get("more"):
            return "Thanks, I've added that for the team, and someone will get back to you shortly."
        case Act.TAKE_MESSAGE if f.get("sorry"):
            return "I'm sorry to hear that. I've passed it to the team, and someone will get back to you shortly."
        case Act.TAKE_MESSAGE:
            if f.get("late") and f.get("appointments"):
                late = f"{f['by']} late" if f.get("by") else "a little late"
                return f"Thanks for letting us know. I've told the team you'll be {late} for your {f['appointments']}."
            if f.get("late"):
                return "Thanks for letting us know. I've told the team you're on your way."
            if f.get("arrived"):
                return ARRIVAL_TOLD
            if f.get("dropped_off"):
                return "Thanks, I've let the team know your car is here."
            return "I'll pass that to the team and someone will get back to you shortly."
        case Act.SHOP_ANSWER if f.get("answer"):
            return f"{f['answer']} Is there anything else I can help with?"
        case Act.SHOP_ANSWER if f.get("ready_call"):
            return f"{WE_CALL_WHEN_READY} Is there anything else I can help with?"
        case Act.SHOP_ANSWER if f.get("early"):
            return f"{EARLY_IS_FINE} Is there anything else I can help with?"
        case Act.SHOP_ANSWER if f.get("spanish"):
            return f"{ONLY_ENGLISH} Puede llamar al taller al {f['phone']}. (Sorry, I can only help in English for now; you can call the shop at {f['phone']}.)"
        case Act.SHOP_ANSWER if f.get("foreign"):
            return (
                f"Sorry, I can only help in English for now. You can call the shop at {f['phone']}."
            )
        case Act.SHOP_ANSWER if f.get("language"):
            return f"I can only help in English myself. Whether someone at the shop speaks {f['language']}, the team can tell you at {f['phone']}. Is there anything else I can help with?"
        case Act.SHOP_ANSWER if f.get("about"):
            return f"As for {f['about']}, please ask the team at {f['phone']}, or leave your number here and I'll pass your question on."
        case Act.SHOP_ANSWER if f.get("unbookable"):
            return f"I can't book {f['unbookable']} myself, but the team can set it up with you at {f['phone']}, or leave your number here and I'll pass your request on."
        case Act.SHOP_ANSWER if f.get("fleet"):
            return f"The team can set that up with you at {f['phone']}, or leave your number here and I'll pass your question on. {ONE_VEHICLE_NOW}"
        case Act.SHOP_ANSWER if f.get("safety") or f.get("partly"):
            return f"The team can tell you more at {f['phone']}, or leave your number here and I'll pass your question on."
        case Act.SHOP_ANSWER if f.get("danger"):
            return f"Please pull over somewhere safe and turn the engine off. If you see flames, get away from the car and call 911. Then call the team at {f['phone']}."
        case Act.SHOP_ANSWER if f.get("review"):
            return f"{THANKS_FOR_A_REVIEW} The team can tell you where to leave it at {f['phone']}, or leave your number here and I'll pass it on."
        case Act.SHOP_ANSWER if f.get("sorry") and f.get("more"):
            return f"Thanks for telling me. The team can sort this out with you directly at {f['phone']}."
        case Act.SHOP_ANSWER if f.get("sorry"):
            return f"I'm sorry to hear that. The team can help you directly at {f['phone']}."
        case Act.SHOP_ANSWER:
            return f"I don't have the answer to that here, but the team can tell you at {f['phone']}, or leave your number here and I'll pass your question on."
        case Act.CANT_HELP:
            if f.get("declined"):
                said = f["vehicle"].lower() in (f["declined"].lower(), f["declined"][:-1].lower())
                car = "" if said else f", so we can't take your {f['vehicle']}"
                if f.get("appointments"):
                    return f"Sorry, we don't work on {f['declined']}{car}. I've told the team about your {f['appointments']}; they'll be in touch."
                return f"Sorry, we don't work on {f['declined']}{car}. Is there anything else I can help with?"
            if f.get("electric"):
                work = f["service"][0].lower() + f["service"][1:]
                work = f"{'an' if work[0] in 'aeiou' else 'a'} {work}"
                if f.get("vehicle"):
                    return f"Your {f['vehicle']} is electric, so it doesn't need {work}. Is there anything else I can help with?"
                return f"Electric cars don't need {work}. Is there anything else I can help with?"
            if f.get("price") and f.get("also"):
                return f"Sorry, I can't change prices. {f['service']} usually runs {f['price']}; {f['also']}. I'm happy to book them."
            if f.get("price"):
                return f"Sorry, I can't change prices. {f['service']} usually runs {f['price']}. I'm happy to book it."
            return "Sorry, I can't help with that. I can book a service, check prices or answer questions about the shop."
    raise ValueError(f"no template for act {act!r}")


def look_first_words(service: str) -> str:
    """Why trouble said ("my brakes are grinding") is booked as a look, not a repair."""
    return f"To find what's causing that, we'd start with the {service}."


def _one_car_then_the_other(facts: dict[str, str]) -> str:
    if facts.get("second_car_of"):
        return f"First the {facts['service']} for your car, then your {facts['second_car_of']}'s."
    return f"First the {facts['service']} for one car, then the other's."
