"""The training corpus: deterministic, a held-out split that is really unseen, valid targets."""

from __future__ import annotations

import subprocess
import sys

import pytest

from assistant.corpus import HELDOUT, TRAIN, generate, stated_facts
from assistant.schema import Understanding


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
