"""The training corpus: deterministic, a held-out split that is really unseen, valid targets."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from assistant import corpus_pools as pools
from assistant.corpus import (
    HELDOUT,
    TAUGHT_PLANS,
    TRAIN,
    generate,
    read_plans,
    stated_facts,
    write_plans,
)
from assistant.corpus_pools import split_pool
from assistant.schema import Understanding, customer_message
from assistant.understand import understand


@pytest.fixture(scope="module")
def train() -> list:
    return generate(TRAIN, 3000, seed=0)


@pytest.fixture(scope="module")
def heldout() -> list:
    return generate(HELDOUT, 1000, seed=0)


def _key(example) -> tuple:
    return example.job, example.messages, example.target


def test_it_is_deterministic_for_a_seed() -> None:
    assert [_key(e) for e in generate(TRAIN, 200, seed=7)] == [
        _key(e) for e in generate(TRAIN, 200, seed=7)
    ]


def test_another_seed_gives_other_examples() -> None:
    assert [_key(e) for e in generate(TRAIN, 50, seed=1)] != [
        _key(e) for e in generate(TRAIN, 50, seed=2)
    ]


def test_it_refuses_an_unknown_split() -> None:
    with pytest.raises(ValueError, match="split"):
        generate("validation", 1)


def test_the_heldout_split_uses_no_training_template(train, heldout) -> None:
    seen = {t for e in train for t in e.templates}
    assert not seen & {t for e in heldout for t in e.templates}


def test_the_heldout_split_uses_no_training_value(train, heldout) -> None:
    seen = {v.lower() for e in train for v in e.values}
    assert not seen & {v.lower() for e in heldout for v in e.values}


def test_the_heldout_split_uses_no_training_shop(train, heldout) -> None:
    assert not {e.shop for e in train} & {e.shop for e in heldout}


def test_both_jobs_and_many_shops_are_covered(train) -> None:
    jobs = {e.job for e in train}
    assert jobs == {"understand", "respond"}
    assert len({e.shop for e in train}) > 300
    assert len({e.plan.act for e in train if e.plan}) >= 20


def test_a_training_run_can_lean_on_one_job() -> None:
    jobs = [e.job for e in generate(TRAIN, 400, seed=3, understand_share=0.8)]
    assert 0.72 < jobs.count("understand") / len(jobs) < 0.88
    assert {e.job for e in generate(TRAIN, 50, seed=3, understand_share=1.0)} == {"understand"}


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_every_understanding_target_parses_to_its_fields(split, train, heldout) -> None:
    examples = train if split == TRAIN else heldout
    for example in examples:
        if example.job == "understand":
            assert Understanding.from_json(example.target) == example.understanding


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_every_reply_states_the_facts_its_act_needs(split, train, heldout) -> None:
    examples = train if split == TRAIN else heldout
    for example in examples:
        if example.job == "respond":
            for value in stated_facts(example.plan).values():
                assert value.lower() in example.target.lower(), (example.plan, example.target)


def test_prompts_are_the_pipelines_own() -> None:
    example = next(e for e in generate(TRAIN, 20) if e.job == "understand")
    assert example.messages[0]["role"] == "system"
    assert example.messages[1]["content"].startswith("Today: ")


def test_the_corpus_needs_no_django() -> None:
    code = "import sys, assistant.corpus, assistant.tokenizer_build; assert 'django' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


# How many phrasings training has for each intent: a model that saw only a few ways to ask for
# a price reads a new way as something else, so each intent needs many.
INTENT_POOLS = {
    "book": ("BOOK_FRAMES", "SYMPTOM_FRAMES"),
    "price": ("PRICE_FRAMES",),
    "hours": ("HOURS_FRAMES",),
    "location": ("LOCATION_FRAMES",),
    "services": ("SERVICES_FRAMES",),
    "reschedule": ("RESCHEDULE_FRAMES",),
    "cancel": ("CANCEL_FRAMES",),
    "status": ("STATUS_FRAMES",),
    "human": ("HUMAN_FRAMES",),
    "other": ("OTHER_MESSAGES",),
}
# Pools the customer's words are drawn from (REPLIES and the assistant's questions aside).
CUSTOMER_POOLS = (
    *(name for names in INTENT_POOLS.values() for name in names),
    "LEAD_INS", "CLOSERS", "DATE_JOINERS", "RESCHEDULE_JOINERS", "TIME_JOINERS",
    "NAME_SENTENCES", "VEHICLE_SENTENCES", "PHONE_SENTENCES", "YES_WORDS", "NO_WORDS",
    "CORRECTION_FRAMES", "TIME_CORRECTION_FRAMES",
)  # fmt: skip


@pytest.mark.parametrize("intent", sorted(INTENT_POOLS))
def test_every_intent_has_many_training_phrasings(intent) -> None:
    phrasings = [
        p for name in INTENT_POOLS[intent] for p in split_pool(getattr(pools, name), TRAIN)
    ]
    assert len(phrasings) >= (40 if intent == "other" else 12)
    assert len(set(phrasings)) == len(phrasings)


def test_every_act_has_many_reply_phrasings() -> None:
    for act, phrasings in pools.REPLIES.items():
        assert len(split_pool(phrasings, TRAIN)) >= 7, act
        assert len(split_pool(phrasings, HELDOUT)) >= 2, act


def test_every_phrasing_pool_gives_both_splits_something() -> None:
    for name in dir(pools):
        pool = getattr(pools, name)
        if name.isupper() and isinstance(pool, tuple) and len(pool) >= 4:
            assert split_pool(pool, TRAIN) and split_pool(pool, HELDOUT), name
    for name in CUSTOMER_POOLS:
        pool = pools.phrasings(name)
        assert len({p.lower() for p in pool}) == len(pool), name


def test_training_only_phrasings_fit_their_pools_and_are_drawn(train) -> None:
    for name, extra in pools.TRAIN_ONLY.items():
        assert name in CUSTOMER_POOLS, name
        placeholders = {p for item in getattr(pools, name) for p in re.findall(r"\{\w+\}", item)}
        for item in extra:
            assert set(re.findall(r"\{\w+\}", item)) <= placeholders, (name, item)
    drawn = {t for e in train for t in e.templates}
    for name, extra in pools.TRAIN_ONLY.items():
        first = len(getattr(pools, name))
        assert {f"{name}.{i}" for i in range(first, first + len(extra))} & drawn, name


def test_no_customer_phrasing_says_a_day_or_time_of_its_own() -> None:
    """Days and times come from the corpus's own generators, which know what they mean; words
    in a phrasing that the floor reads as a day or a time would teach the model to ignore them.
    (Greetings such as "morning" are the floor's to skip, so OPENERS are left out.)"""
    now = datetime(2026, 3, 4, 10, 0, tzinfo=ZoneInfo("America/Chicago"))
    said = []
    for name in CUSTOMER_POOLS:
        for phrasing in pools.phrasings(name):
            text = re.sub(r"\{\w+\}", "", phrasing).strip(" ,-")
            read = understand(text, now=now).understanding if text else None
            if read and (read.date or read.time_from or read.time_to):
                said.append((name, phrasing, read))
    assert said == []


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_replies_are_taught_for_exactly_the_plans_the_corpus_declares(split) -> None:
    # A model trained on the corpus is asked only for plans of these shapes (its folder's
    # plans.json, assistant/respond.py): the corpus must teach each of them and nothing else.
    plans = [e.plan for e in generate(split, 8000, seed=1) if e.job == "respond"]
    taught = {(plan.act, frozenset(plan.facts)) for plan in plans}
    declared = {(act, shape) for act, shapes in TAUGHT_PLANS.items() for shape in shapes}
    assert taught == declared


def test_a_model_folder_carries_the_plans_it_was_taught(tmp_path) -> None:
    assert read_plans(tmp_path) is None  # a model trained elsewhere (LLaDA, Dream)
    write_plans(tmp_path)
    assert read_plans(tmp_path) == TAUGHT_PLANS
    for name in ("frontdesk-small", "frontdesk-small-ar"):
        shipped = read_plans(Path(__file__).parents[1] / "engine" / "models" / name)
        assert shipped is not None
        for act, shapes in shipped.items():
            assert shapes <= TAUGHT_PLANS[act]


def test_the_corpus_words_facts_as_the_assistant_does():
    from datetime import date, time

    from assistant import corpus, words
    from booking import phones

    assert corpus.day_words(date(2026, 12, 1)) == words.day_words(date(2026, 12, 1))
    for moment in (time(9, 0), time(14, 30), time(0, 15)):
        assert corpus.time_words(moment) == words.time_words(moment)
    assert corpus.join_words(["a", "b", "c"], "and") == words.join_words(
        ["a", "b", "c"], conjunction="and"
    )
    assert corpus.phone_words("3035550142") == phones.phone_words("+13035550142")
    # Another country's number keeps its code, in groups a voice reads digit by digit.
    assert phones.phone_words("+442079460958") == "+44 20 7946 0958"


def test_training_values_to_copy_come_in_every_length(train, heldout) -> None:
    """Held-out vehicles, services and symptoms run to three words and more ("Lexus RX 350",
    "sway bar link service", "my battery light makes a clicking noise"): training's must too,
    or a model learns where a copy stops by counting words and cuts those short."""

    def lengths(split: list, key: str) -> set[int]:
        return {
            len(getattr(e.understanding, key).split())
            for e in split
            if e.job == "understand" and getattr(e.understanding, key)
        }

    for key in ("vehicle", "service"):
        assert lengths(heldout, key) <= lengths(train, key), key
    models = [
        e.understanding.vehicle.split()[-1]
        for e in train
        if e.job == "understand" and e.understanding.vehicle
    ]
    assert any(word.isdigit() and len(word) < 4 for word in models)


def test_words_around_a_training_name_never_make_a_heldout_name_sentence() -> None:
    heldout_frames = {
        pools.phrasings("NAME_SENTENCES")[i]
        for i in pools.phrasing_indices("NAME_SENTENCES", HELDOUT)
    }
    training = [
        pools.phrasings("NAME_SENTENCES")[i]
        for i in pools.phrasing_indices("NAME_SENTENCES", TRAIN)
    ]
    said = {
        f"{lead}{frame}{tail}".strip(" ,")
        for frame in [*training, "{name}"]
        for lead in ("", *pools.NAME_LEADS)
        for tail in ("", *pools.NAME_TAILS)
    }
    assert not said & heldout_frames


def test_training_names_are_as_often_followed_by_words_as_heldout_ones(train, heldout) -> None:
    """Half the held-out names run on into a clause ("Bea, if you need it"); a third of
    training's did, and the model read "Bea" as no name."""

    def run_on_share(split: list) -> float:
        after = [
            customer_message(e.messages).split(e.understanding.name, 1)[1]
            for e in split
            if e.job == "understand" and e.understanding.name
        ]
        return sum(bool(re.match(r",? [a-z]", text)) for text in after) / len(after)

    assert run_on_share(train) >= run_on_share(heldout) > 0.4
