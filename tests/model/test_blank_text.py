"""A text that must say something never shows nothing: the data (``Text``), the values of rules,
the parameter vocabulary and the guide of the "How to play" pages all refuse empty and blank text.

The data files' cases (a title of three spaces, a note of line breaks, a rule's unit of spaces) are
in the bad-input catalogue (``test_bad_inputs.py``), with file, line and field.
"""
from __future__ import annotations

import yaml
from hypothesis import given, strategies as st

import pytest

from generator.model import guide, vocabulary
from generator.model.base import blank

#: What shows as nothing on a page: white space of every kind and characters of no width.
NOTHING = st.text(alphabet=st.sampled_from(" \t\n\r\u00a0\u2003\u3000\u200b\u200d\u2060\ufeff\u00ad"), max_size=12)


@given(NOTHING)
def test_white_space_and_invisible_characters_are_blank(text):
    assert blank(text)


@given(NOTHING, st.characters(categories=("L", "N", "P", "S")), NOTHING)
def test_one_visible_character_is_not_blank(before, char, after):
    assert not blank(before + char + after)


def _copy(tmp_path, source, change):
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / source.name
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize("key", ["label", "description"])
def test_a_parameter_label_or_description_of_spaces_is_refused(tmp_path, key):
    path = _copy(tmp_path, vocabulary.VOCABULARY_FILE, lambda d: d["parameters"][0].update({key: " \n "}))
    with pytest.raises(ValueError, match=rf"parameter \w[\w-]*: {key}: the text is empty or only white space"):
        vocabulary.load_vocabulary(path)


def test_a_guide_text_of_spaces_is_refused_naming_its_key(tmp_path):
    path = _copy(tmp_path, guide.GUIDE_FILE, lambda d: d["marks"].update(inferred="   "))
    with pytest.raises(ValueError, match=r"g?uide\.yaml: marks\.inferred: the text is empty or only white space"):
        guide.load_guide.__wrapped__(path)
