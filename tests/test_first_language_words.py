"""The table of first-language words (``data/first_language_words.yaml``) as a contract: any table of the documented
shape loads as written, any other shape is a ``PersonaError`` that names the file, and the bundled table is one."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triagesim.agents.offline.patient.first_language import load_first_language_words
from triagesim.personas.loading import BUNDLED_DIR, PersonaError

_WORD = st.text(alphabet=st.characters(whitelist_categories=("Ll", "Lu")), min_size=1, max_size=12)
_TABLES = st.dictionaries(_WORD, st.dictionaries(_WORD, _WORD, max_size=6), max_size=4)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=_TABLES)
def test_any_table_of_the_documented_shape_loads_as_written(tmp_path: Path, table: dict) -> None:
    path = tmp_path / "words.yaml"
    path.write_text(yaml.safe_dump(table, allow_unicode=True), encoding="utf-8")
    assert load_first_language_words(path) == table


@pytest.mark.parametrize("text", [
    "- Spanish\n- Arabic\n",                      # a list, not a mapping
    "Spanish: [dolor, fiebre]\n",                 # a language without its English words
    "Spanish: {pain: [dolor]}\n",                 # a word that is no word
    "Spanish: {pain: dolor\n",                    # broken YAML
    "Spanish: {3: tres}\n",                       # an English word that is a number
])
def test_any_other_shape_is_one_error_that_names_the_file(tmp_path: Path, text: str) -> None:
    path = tmp_path / "words.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PersonaError) as raised:
        load_first_language_words(path)
    message = str(raised.value)
    assert str(path) in message and "\n" not in message


def test_the_bundled_table_is_one() -> None:
    table = load_first_language_words(BUNDLED_DIR / "first_language_words.yaml")
    assert table["Spanish"]["chest"] == "pecho"
