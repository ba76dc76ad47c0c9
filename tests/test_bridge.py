"""The bridge from ruleset records to engine parameters: inheritance, alternatives, "no such rule"."""
import pytest

from generator.bridge import params_for
from generator.model.vocabulary import load_vocabulary


def test_none_is_a_valid_value_for_every_parameter():
    vocab = load_vocabulary()
    assert all(vocab.value_errors(p, "none") == [] for p in vocab.parameters)
    assert vocab.value_errors("players", "some") != []


def test_a_rule_of_value_none_does_not_reach_the_engine(dataset):
    assert dataset.effective_rules("bester-bube-1853")["lanterlui"].value == "none"
    params = params_for(dataset, "bester-bube-1853")
    assert "lanterlui" not in params.rules
    assert params.rules["follow-suit"].rule_id == "bester-bube-1853#follow-suit"


def test_inherited_rules_keep_the_id_of_the_ruleset_that_states_them(dataset):
    params = params_for(dataset, "bester-bube-1828")
    assert params.rules["trick-payout"].rule_id == "bester-bube-1810#trick-payout"
    assert params.rules["players"].rule_id == "bester-bube-1828#players"


def test_an_alternative_reading_replaces_the_value(dataset):
    params = params_for(dataset, "bester-bube-1810", overrides={"trick-2-lead": 0})
    assert params.rules["trick-2-lead"].value == {"must_lead": "trump"}
    with pytest.raises(KeyError, match="no alternative"):
        params_for(dataset, "bester-bube-1810", overrides={"trick-2-lead": "sometimes"})
