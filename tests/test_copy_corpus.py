"""The copy corpus: standard-library functions posed as problems whose answer is their own code,
mixed into the SFT data when ``sft_copy_examples`` is set."""

from __future__ import annotations

import ast

from codereward.problems.dataset import load_rows, prompt_messages
from codereward.train.chat_examples import answer
from codereward.train.config import from_mapping
from codereward.train.copy_corpus import Function, copy_examples, stdlib_functions
from codereward.train.sft import sft_dataset

LIBRARY = {
    "shapes.py": '''
class Box:
    def area(self, scale=1):
        """Area of the box, scaled."""
        width = self.width * scale
        return width * self.height * scale


def perimeter(width, height):
    total = 2 * (width + height)
    return total
''',
    "tests/test_shapes.py": "def test_area():\n    assert perimeter(1, 2) == 6 and True and 1 + 1\n",
    "broken.py": "def f(:\n    pass\n",
    "accents.py": "def greet():\n    return 'héllo, wörld, this is long enough'\n",
    "tiny.py": "def f():\n    pass\n",
}


def write_library(root):
    for name, text in LIBRARY.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_functions_are_standalone_parsable_code_within_the_size_bounds(tmp_path):
    found = {f.name: f for f in stdlib_functions(min_chars=40, max_chars=400, root=write_library(tmp_path))}
    # test directories, unparsable files, non-ASCII code and functions below min_chars are left out
    assert set(found) == {"area", "perimeter"}
    method = found["area"]
    assert method.code.startswith("def area(self, scale=1):\n    ")  # dedented out of its class
    assert method.summary == "Area of the box, scaled."
    assert found["perimeter"].summary is None
    for function in found.values():
        ast.parse(function.code)


def test_a_library_in_newer_syntax_gives_its_functions_where_a_newer_python_is_installed(tmp_path):
    from codereward.interpreters import newest

    (tmp_path / "modern.py").write_text(
        'def label(row: dict[str, str]) -> str:\n    return f"{row["name"]}: {row["id"]} and some more"\n',
        encoding="utf-8")
    found = [f.name for f in stdlib_functions(min_chars=40, max_chars=400, root=tmp_path)]
    assert found == (["label"] if newest().minor >= (3, 12) else [])


def test_the_real_standard_library_gives_thousands_of_functions():
    functions = stdlib_functions(min_chars=60, max_chars=300)
    assert len(functions) > 2000
    assert all(60 <= len(f.code) <= 300 and f.code.isascii() for f in functions[:200])


def test_examples_use_the_problem_prompt_and_answer_with_the_code_itself():
    function = Function("perimeter", "def perimeter(w, h):\n    return 2 * (w + h)\n", "Perimeter.")
    [example] = copy_examples(5, functions=[function])
    row = {"statement": "Perimeter.", "entry_point": "perimeter", "starter_code": function.code}
    assert example["prompt"] == prompt_messages(row)
    assert example["completion"] == [{"role": "assistant", "content": answer(function.code)}]
    nameless = Function("f", function.code, None)
    assert "`f` is part of a larger program." in copy_examples(1, functions=[nameless])[0]["prompt"][1]["content"]


def test_examples_are_a_seeded_sample():
    pool = [Function(f"f{i}", f"def f{i}():\n    return {i}\n", None) for i in range(50)]
    first = copy_examples(10, seed=1, functions=pool)
    assert len(first) == 10
    assert first == copy_examples(10, seed=1, functions=pool)
    assert first != copy_examples(10, seed=2, functions=pool)


def test_sft_dataset_repeats_problems_and_adds_copies():
    rows = load_rows("train")[:3]
    plain = sft_dataset(rows, from_mapping({"sft_targets": "reference"}))
    assert len(plain) == 3
    mixed = sft_dataset(rows, from_mapping({"sft_targets": "reference", "sft_problem_repeats": 2,
                                            "sft_copy_examples": 7}))
    assert mixed[:6] == plain * 2
    assert len(mixed) == 6 + 7
    assert all("Improve this code" in e["prompt"][1]["content"] for e in mixed[6:])
