"""The importers of public code-RL datasets: each maps rows shaped exactly as its dataset
publishes them (tests/data/importers/) to problem rows that pass the schema checks."""

from __future__ import annotations

import base64
import json
import pickle
import re
import sys
import zlib
from pathlib import Path

import pytest

import codereward.problems
from codereward.jsonl import read_jsonl
from codereward.problems.importers import FORMATS, ImportRowError, import_row
from codereward.problems.importers import apps as apps_format
from codereward.problems.importers import deepcoder as deepcoder_format
from codereward.problems.importers import eurus as eurus_format
from codereward.problems.importers import kodcode as kodcode_format
from codereward.problems.importers import livecodebench as livecodebench_format
from codereward.problems.importers import taco as taco_format
from codereward.problems.importers import verifiable as verifiable_format
from codereward.problems.importers.fields import (
    difficulty,
    megabytes,
    python3_reference,
    seconds,
    statement_flags,
    statement_judge,
)
from codereward.problems.schema import check_rows, row_errors
from codereward.sandbox.caller.formats import row_run_options

DATA = Path(__file__).parent / "data" / "importers"
PROBLEMS = Path(codereward.problems.__file__).parent / "data" / "problems.jsonl"


def rows(name: str) -> list[dict]:
    return read_jsonl(DATA / f"{name}.jsonl")


# ---------------------------------------------------------------- shared helpers


@pytest.mark.parametrize(("text", "expected"), [
    ("2.0 seconds", 2.0), ("1 second", 1.0), ("1000 ms", 1.0), (3, 3.0), ("2", 2.0), ("2.5 s", 2.5),
    ("", None), (None, None), ("fast", None), ("-1 seconds", None), (True, None),
])
def test_time_limits_with_units(text, expected):
    assert seconds(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("256.0 megabytes", 256.0), ("256 MB", 256.0), ("262144 KB", 256.0), ("1 GB", 1024.0),
    (512, 512.0), ("64 furlongs", None), ("", None),
])
def test_memory_limits_with_units(text, expected):
    assert megabytes(text) == expected


def test_difficulty_unknown_is_medium_and_the_raw_value_is_kept():
    assert difficulty("introductory") == ("easy", "introductory")
    assert difficulty("VERY_HARD") == ("hard", "VERY_HARD")
    assert difficulty("UNKNOWN_DIFFICULTY") == ("medium", "UNKNOWN_DIFFICULTY")
    assert difficulty(None) == ("medium", "")


@pytest.mark.parametrize("statement", [
    "This is an interactive problem. You should use flush operation after each printed line.",
    "Interaction\nFirst read the number n. Then ask queries.",
    "-----Interaction-----\n\nPrint '? i' to ask about position i.",
    "The interactor will answer each query with one integer.",
    "Do not forget to flush the output after each line; you can ask at most 20 queries.",
])
def test_interactive_statements_are_flagged_with_the_phrase(statement):
    flags = statement_flags(statement)
    assert "interactive" in flags and "'" in flags["interactive"]


@pytest.mark.parametrize("statement", [
    "If there are multiple answers, print any of them.",
    "If there are several possible solutions, you may output any.",
    "If there are many optimal solutions, print any one.",
    "Print the indices in any order.",
    "Return the answer in any order.",
    "Any of them will be accepted.",
])
def test_statements_accepting_several_answers_are_flagged(statement):
    assert "multiple_answers" in statement_flags(statement)


@pytest.mark.parametrize("statement", [
    "If there are multiple answers, print the lexicographically smallest one.",
    "The edges are given in any order. Print the length of the shortest path.",
    "It is guaranteed that the answer is unique. In any case, print a single integer.",
    "Print one integer: the number of interactive sessions the server handled.",
    "Note that this is not an interactive problem: the whole input is given at once.",
])
def test_statements_with_a_unique_answer_are_not_flagged(statement):
    assert statement_flags(statement) == {}


def test_shipped_statements_raise_no_flag_and_no_judge_option():
    # 200 library-style statements that each have one answer: what the detection must not flag
    # ("case-insensitive" there describes how inputs are read, never how output is checked)
    statements = [row["statement"] for row in read_jsonl(PROBLEMS)]
    assert len(statements) == 200
    assert [s[:60] for s in statements if statement_flags(s) or statement_judge(s)] == []


def test_judge_options_from_the_statement():
    assert statement_judge("You can print each letter in any case (upper or lower).") == {"ignore_case": True}
    assert statement_judge('You may output "yes" and "no" in any case you want.') == {"ignore_case": True}
    assert statement_judge("Your answer is considered correct if its absolute or relative error does not exceed "
                         "$10^{-6}$.") == {"float_tolerance": 1e-6}
    assert statement_judge("The absolute or relative error of the answer must be at most 10^-9.") == {
        "float_tolerance": 1e-9}
    assert statement_judge("Answers within an absolute error of 1e-4 are accepted.") == {"float_tolerance": 1e-4}
    assert statement_judge("The answer is accepted if its absolute or relative error does not exceed 10 - 9.") == {
        "float_tolerance": 1e-9}  # 10<sup>-9</sup> with the markup stripped, as some copies hold it
    assert statement_judge("absolute or relative error not greater than 10<sup>-4</sup>") == {"float_tolerance": 1e-4}
    assert statement_judge("Its absolute or relative error must be at most 0.000001.") == {"float_tolerance": 1e-6}
    assert statement_judge("An answer with absolute or relative error at most 10^(-7) is accepted.") == {
        "float_tolerance": 1e-7}
    assert statement_judge("Print the value; an absolute or relative error is tolerated.") == {"float_tolerance": 1e-6}
    assert statement_judge("In any case, print the sum. The answer is an integer.") is None
    assert statement_judge('Strings "yEs", "yes", "Yes" and "YES" will be recognized as a positive answer.') == {
        "ignore_case": True}
    assert statement_judge("The names in the input are case-insensitive. Print the number of distinct names.") is None


def test_the_formats_are_the_designed_ones():
    assert FORMATS == ("apps", "taco", "codecontests", "livecodebench", "kodcode", "verifiable", "deepcoder", "eurus")
    with pytest.raises(ValueError, match="unknown format"):
        import_row("humaneval", {})


# ---------------------------------------------------------------- apps


def test_apps_stdin_row_keeps_output_text_and_passes_the_schema():
    row = rows("apps")[0]
    problem = import_row("apps", {**row, "split": "test"})
    assert problem["id"] == "apps/test/0042"
    assert problem["source"] == "apps" and problem["source_id"] == "0042"
    assert problem["difficulty"] == "easy" and problem["source_difficulty"] == "introductory"
    assert problem["tests"] == [{"stdin": "3\n1 2 3\n", "stdout": "6 "}, {"stdin": "1\n1000000000\n", "stdout": "1000000000"}]
    assert problem["hidden_tests"] == []
    assert problem["entry_point"] == "" and problem["starter_code"] == ""
    assert problem["reference_solution"].startswith("n = int(input())")
    assert problem["quality_profile"] == "competitive"
    assert "flags" not in problem and "judge" not in problem
    assert row_errors(problem) == []


def test_apps_json_text_is_read_whether_compact_or_indented():
    row = rows("apps")[0]
    io = json.loads(row["input_output"])
    compact = apps_format.convert({**row, "input_output": json.dumps(io, separators=(",", ":"))})
    indented = apps_format.convert({**row, "input_output": json.dumps(io, indent=4)})
    assert compact["tests"] == indented["tests"] == apps_format.convert(row)["tests"]


def test_apps_fn_name_makes_call_tests_with_huge_integers():
    problem = apps_format.convert(rows("apps")[1], index=1)
    assert problem["id"] == "apps/0007"
    assert problem["entry_point"] == "power"
    tests = problem["tests"]
    assert tests["fn_name"] == "power"
    assert tests["inputs"][1] == [7, 7100]
    assert tests["outputs"][1] == [7 ** 7100]  # more than 4,300 digits, read exactly
    assert problem["starter_code"] == "def power(base, exp):\n\t"
    assert "judge" not in problem  # judge options are for stdin programs


def test_apps_python2_only_solutions_leave_no_reference_and_lines_are_joined():
    problem = import_row("apps", rows("apps")[2])
    assert problem["reference_solution"] == ""
    assert problem["flags"]["no_reference"].startswith("none of the dataset's 1 solution(s) is Python 3")
    assert "multiple_answers" in problem["flags"]
    assert problem["judge"] == {"ignore_case": True}
    assert problem["tests"] == [{"stdin": "2\nab", "stdout": "NO"}]
    assert problem["difficulty"] == "hard"


def test_python2_code_that_parses_is_not_taken_as_the_reference():
    py2 = "n = int(raw_input())\nfor i in xrange(n):\n    print(i)\n"
    py3 = "import sys\nn = int(input())\nfor i in range(n):\n    print(i)\n"
    shadowed = "def raw_input():\n    return input()\nprint(raw_input())\n"  # defines the name itself
    assert python3_reference([py2, py3]) == (py3, "")
    assert python3_reference([shadowed])[0] == shadowed
    assert python3_reference([py2])[0] == ""


def test_apps_row_without_tests_cannot_become_a_problem():
    with pytest.raises(ImportRowError, match="no test case"):
        import_row("apps", rows("apps")[3])


def test_apps_interactive_problem_is_flagged_not_dropped():
    problem = import_row("apps", rows("apps")[4])
    assert "interactive" in problem["flags"] and "no_reference" in problem["flags"]
    assert row_errors(problem) == []


@pytest.mark.parametrize(("change", "message"), [
    ({"input_output": "{not json"}, "input_output: not JSON text"),
    ({"input_output": '{"inputs": ["1"], "outputs": []}'}, "1 inputs but 0 outputs"),
    ({"solutions": '{"a": 1}'}, "solutions: expected a list"),
    ({"question": ""}, "no problem statement"),
    ({"input_output": '{"fn_name": "f", "inputs": [1], "outputs": [2]}'}, "list of arguments"),
])
def test_apps_bad_rows_say_why(change, message):
    with pytest.raises(ImportRowError, match=message):
        import_row("apps", {**rows("apps")[0], **change})


# ---------------------------------------------------------------- schema of imported rows


def _imported(**changes):
    problem = import_row("apps", rows("apps")[0])
    problem.update(changes)
    return problem


@pytest.mark.parametrize(("changes", "message"), [
    ({"limits": {"time_s": 0}}, "limits.time_s must be a positive number"),
    ({"limits": {"seconds": 2}}, "unknown limits: seconds"),
    ({"limits": "2 s"}, "limits must be an object"),
    ({"judge": {"ignore_case": "yes"}}, "judge.ignore_case must be true or false"),
    ({"judge": {"float_tolerance": 2}}, "judge.float_tolerance"),
    ({"judge": {"case": True}}, "unknown judge options: case"),
    ({"flags": {"weird": "x"}}, "flags: unknown flag 'weird'"),
    ({"flags": {"interactive": ""}}, "flags.interactive: expected the reason"),
    ({"quality_profile": "library"}, "quality_profile: 'library'"),
    ({"id": "taco/1"}, "id: 'taco/1' must start with its source (apps/)"),
    ({"tests": [], "hidden_tests": []}, "no runnable test"),
    ({"reference_solution": ""}, "no_reference flag"),
    ({"difficulty": "trivial"}, "difficulty: 'trivial'"),
])
def test_imported_row_schema_names_the_field(changes, message):
    errors = row_errors(_imported(**changes))
    assert any(message in error for error in errors), errors


def test_imported_row_schema_relaxes_what_shipped_rows_need():
    problem = _imported(category="Leetcode", subcategory="", starter_code="", entry_point="",
                        limits={"time_s": 2.0, "memory_mb": 256.0}, judge={"float_tolerance": 1e-6})
    assert row_errors(problem) == []
    shipped = {key: value for key, value in problem.items() if key not in ("source", "source_id", "source_difficulty")}
    errors = row_errors(shipped)
    assert any("category" in e for e in errors) and any("at least 5 are required" in e for e in errors)


def test_hidden_tests_alone_can_hold_the_runnable_cases():
    problem = _imported()
    problem["tests"], problem["hidden_tests"] = [], problem["tests"]
    assert row_errors(problem) == []


# ---------------------------------------------------------------- taco


def test_taco_limits_tags_and_tolerance():
    problem = import_row("taco", {**rows("taco")[0], "split": "train"}, index=17)
    assert problem["id"] == "taco/train/17" and problem["source_id"] == "17"
    assert problem["limits"] == {"time_s": 2.0, "memory_mb": 256.0}
    assert problem["subcategory"] == "Sorting, Greedy algorithms"
    assert problem["difficulty"] == "hard" and problem["source_difficulty"] == "MEDIUM_HARD"
    assert problem["judge"] == {"float_tolerance": 1e-6}
    assert problem["reference_solution"].startswith("n, k = map(int")
    assert problem["tests"][0] == {"stdin": "3 1\n0 1 4\n", "stdout": "2.000000\n"}
    assert row_errors(problem) == []


def test_taco_fn_name_row_without_limits():
    problem = taco_format.convert(rows("taco")[1], index=2)
    assert problem["tests"]["fn_name"] == "digits_sum" and problem["entry_point"] == "digits_sum"
    assert problem["tests"]["outputs"] == [[6], [0], [45]]
    assert "limits" not in problem and problem["subcategory"] == ""
    assert problem["difficulty"] == "easy"


def test_taco_literal_none_limits_and_empty_solutions():
    problem = import_row("taco", rows("taco")[2], index=3)
    assert problem["id"] == "taco/3"
    assert "limits" not in problem
    assert problem["flags"] == {"no_reference": "the dataset gives no Python solution"}
    assert problem["subcategory"] == "Range queries, Data structures"


def test_taco_tags_are_read_as_literals_never_run():
    row = {**rows("taco")[0], "skill_types": "__import__('os').system('echo hacked')", "tags": "[]"}
    problem = import_row("taco", row)
    assert problem["subcategory"] == "__import__('os').system('echo hacked')"  # kept as text, not run


# ---------------------------------------------------------------- codecontests


def test_codecontests_python3_is_the_reference_and_the_three_test_sets():
    problem = import_row("codecontests", {**rows("codecontests")[0], "split": "train"})
    assert problem["id"] == "codecontests/train/1700_A. Equalize"
    assert problem["reference_solution"].startswith("import sys")  # language 3, not the Python 2 one before it
    assert problem["tests"] == [{"stdin": "2\n3\n1 2 3\n1\n5\n", "stdout": "3\n0\n"}]
    assert [case["stdin"] for case in problem["hidden_tests"]] == ["1\n2\n1 1\n", "1\n3\n5 1 5\n", "1\n2\n7 3\n"]
    assert problem["limits"] == {"time_s": 2.0, "memory_mb": 256.0}
    assert problem["difficulty"] == "medium" and problem["source_difficulty"] == "cf_rating 1500"
    assert problem["subcategory"] == "greedy, math"
    assert "flags" not in problem
    assert row_errors(problem) == []


def test_codecontests_python2_only_is_flagged_and_any_answer_too():
    problem = import_row("codecontests", rows("codecontests")[1])
    assert problem["reference_solution"] == ""
    assert set(problem["flags"]) == {"python2", "no_reference", "multiple_answers"}
    assert problem["limits"] == {"time_s": 1.5, "memory_mb": 512.0}
    assert problem["difficulty"] == "easy" and problem["source_difficulty"] == "B"
    assert problem["tests"][0]["stdout"] == "2 1 "  # trailing space kept


def test_codecontests_proto_json_layout_and_interactive():
    problem = import_row("codecontests", rows("codecontests")[2])
    assert "interactive" in problem["flags"]
    assert problem["flags"]["no_reference"] == "no Python solution (the dataset's are CPP)"
    assert problem["limits"] == {"time_s": 3.0, "memory_mb": 256.0}
    assert problem["difficulty"] == "hard"
    assert problem["hidden_tests"] == []


def test_codecontests_file_io_problem_cannot_be_judged_through_stdin():
    with pytest.raises(ImportRowError, match="input.txt"):
        import_row("codecontests", rows("codecontests")[3])


# ---------------------------------------------------------------- livecodebench


def test_livecodebench_plain_json_private_tests_need_no_trust():
    problem = import_row("livecodebench", rows("livecodebench")[0])
    assert problem["id"] == "livecodebench/abc999_a"
    assert problem["tests"] == [{"stdin": "3\nABA\n", "stdout": "2\n"}]
    assert problem["hidden_tests"][1] == {"stdin": "4\nAAAA\n", "stdout": "4"}
    assert problem["flags"] == {"no_reference": "LiveCodeBench gives no solutions"}
    assert problem["subcategory"] == "atcoder" and problem["difficulty"] == "easy"
    assert row_errors(problem) == []


def test_livecodebench_pickled_private_tests_are_refused_without_trust():
    with pytest.raises(ImportRowError, match="a pickle can run code") as raised:
        import_row("livecodebench", rows("livecodebench")[1])
    assert "trusted=True" in str(raised.value)


def test_livecodebench_functional_tests_become_call_tests_when_trusted():
    problem = livecodebench_format.convert(rows("livecodebench")[1], trusted=True)
    assert problem["entry_point"] == "productOfLargest"
    assert problem["tests"] == {"fn_name": "productOfLargest", "inputs": [[[3, 1, 2], 2]], "outputs": [6]}
    hidden = problem["hidden_tests"]
    big = [10 ** 3000 + 7, 10 ** 2000 + 3]
    assert hidden["inputs"] == [[[5], 1], [big, 2]]
    assert hidden["outputs"] == [5, big[0] * big[1]]  # 5,000 digits, exact
    assert problem["starter_code"].startswith("class Solution:")


def test_livecodebench_trusted_pickle_still_runs_no_code(tmp_path):
    marker = tmp_path / "ran"

    class Payload:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    hostile = base64.b64encode(zlib.compress(pickle.dumps(Payload()))).decode()
    with pytest.raises(ImportRowError, match="refused"):
        import_row("livecodebench", {**rows("livecodebench")[0], "private_test_cases": hostile}, trusted=True)
    assert not marker.exists()


def test_livecodebench_functional_row_without_func_name_takes_the_starter_method():
    row = {**rows("livecodebench")[1], "metadata": "{}"}
    problem = livecodebench_format.convert(row, trusted=True)
    assert problem["entry_point"] == "productOfLargest" == problem["tests"]["fn_name"]


def test_livecodebench_statement_flags_and_judge():
    problem = livecodebench_format.convert(rows("livecodebench")[2], trusted=True)
    assert "multiple_answers" in problem["flags"]
    assert problem["judge"] == {"ignore_case": True}
    assert problem["hidden_tests"] == [{"stdin": "2\n", "stdout": "2 1\n"}]


@pytest.mark.parametrize(("change", "message"), [
    ({"private_test_cases": "not base64 at all!"}, "neither JSON nor"),
    ({"metadata": "{}", "private_test_cases": "[]", "starter_code": ""}, "names no func_name"),
    ({"public_test_cases": '[{"input": "x", "output": "1", "testtype": "functional"}]', "private_test_cases": "[]"},
     "not JSON"),
])
def test_livecodebench_bad_rows_say_why(change, message):
    with pytest.raises(ImportRowError, match=message):
        import_row("livecodebench", {**rows("livecodebench")[1], **change}, trusted=True)


# ---------------------------------------------------------------- verifiable (PrimeIntellect / open-r1)


def test_verifiable_primeintellect_stdin_row():
    problem = import_row("verifiable", rows("verifiable")[0])
    assert problem["id"] == "verifiable/vfc_1001"
    assert problem["reference_solution"] == "n = int(input())\nprint(n // 2, n - n // 2)\n\n"
    assert problem["tests"] == [{"stdin": "5\n", "stdout": "2 3\n"}, {"stdin": "2\n", "stdout": "1 1"}]
    assert problem["limits"] == {"time_s": 1.0, "memory_mb": 256.0}
    assert problem["difficulty"] == "medium" and problem["subcategory"] == "apps"
    assert row_errors(problem) == []


def test_verifiable_function_call_cases_become_call_tests():
    problem = verifiable_format.convert(rows("verifiable")[1])
    assert problem["tests"] == {"fn_name": "is_isogram", "inputs": [["Dermatoglyphics"], ["moOse"]],
                                "outputs": [[True], [False]]}
    assert problem["entry_point"] == "is_isogram" and "limits" not in problem
    assert problem["difficulty"] == "easy"


def test_verifiable_open_r1_structs_with_json_text_cases():
    problem = verifiable_format.convert(rows("verifiable")[2])
    assert problem["tests"] == {"fn_name": "multiply", "inputs": [[3, 4]], "outputs": [[12]]}
    assert problem["limits"] == {"time_s": 2.0, "memory_mb": 256.0}
    assert problem["difficulty"] == "medium" and problem["source_difficulty"] == "1500"
    assert problem["statement"].startswith("You are given two integers")


def test_verifiable_other_languages_are_refused():
    with pytest.raises(ImportRowError, match="only Python"):
        import_row("verifiable", rows("verifiable")[3])


def test_verifiable_python_literal_verification_info():
    info = {"language": "python", "test_cases": [{"type": "stdin_stdout", "input": "5\n", "output": "2 3\n"}]}
    problem = import_row("verifiable", {**rows("verifiable")[0], "verification_info": repr(info)})
    assert problem["tests"] == [{"stdin": "5\n", "stdout": "2 3\n"}]


# ---------------------------------------------------------------- kodcode


def test_kodcode_pytest_code_is_the_test():
    problem = kodcode_format.convert(rows("kodcode")[0])
    assert problem["id"] == "kodcode/Leetcode_3_I"
    assert problem["tests"].startswith("from solution import two_sum")
    assert problem["hidden_tests"] == [] and problem["entry_point"] == ""
    assert problem["category"] == "Leetcode" and problem["subcategory"] == "instruct"
    assert problem["reference_solution"].startswith("def two_sum")
    assert "quality_profile" not in problem and "flags" not in problem


def test_kodcode_light_rl_copies_name_the_field_test():
    problem = kodcode_format.convert(rows("kodcode")[1])
    assert "def test_word_frequencies" in problem["tests"] and problem["difficulty"] == "medium"


def test_kodcode_row_without_test_code_cannot_become_a_problem():
    with pytest.raises(ImportRowError, match="no test code"):
        import_row("kodcode", rows("kodcode")[2])


# ---------------------------------------------------------------- deepcoder


def test_deepcoder_primeintellect_layout():
    problem = import_row("deepcoder", {**rows("deepcoder")[0], "split": "primeintellect/train"}, index=0)
    assert problem["id"] == "deepcoder/primeintellect/train/0"
    assert problem["tests"] == [{"stdin": "3\n", "stdout": "9\n"}, {"stdin": "12\n", "stdout": "144\n"}]
    assert problem["reference_solution"] == "n = int(input())\nprint(n * n)\n"
    assert problem["limits"] == {"time_s": 1.0, "memory_mb": 256.0}
    assert problem["difficulty"] == "easy"
    assert row_errors(problem) == []


def test_deepcoder_taco_layout_is_call_based():
    problem = deepcoder_format.convert(rows("deepcoder")[1], index=1)
    assert problem["tests"] == {"fn_name": "reverse_words", "inputs": [["hello world"], ["a"]],
                                "outputs": [["world hello"], ["a"]]}
    assert problem["entry_point"] == "reverse_words"


def test_deepcoder_lcb_functional_takes_the_name_from_the_starter_code():
    problem = deepcoder_format.convert(rows("deepcoder")[2], index=2)
    assert problem["tests"] == {"fn_name": "maxElement", "inputs": [[[1, 5, 2]], [[-1]]], "outputs": [5, -1]}
    assert problem["entry_point"] == "maxElement"
    assert problem["flags"]["no_reference"] == "the dataset gives no Python solution"


def test_deepcoder_codeforces_layout_numeric_limits_and_flags():
    problem = import_row("deepcoder", rows("deepcoder")[3], index=3)
    assert problem["tests"] == [{"stdin": "1 2\n", "stdout": "3\n"}]
    assert problem["limits"] == {"time_s": 2.0, "memory_mb": 512.0}
    assert "multiple_answers" in problem["flags"]


# ---------------------------------------------------------------- eurus


def test_eurus_code_row_from_the_chat_prompt():
    problem = import_row("eurus", rows("eurus")[0])
    assert problem["id"] == "eurus/train/17"
    assert problem["statement"].startswith("Write Python code to solve the task.\nYou are given")
    assert problem["tests"] == [{"stdin": "3\n1 9 2\n", "stdout": "9\n"}, {"stdin": "1\n-5\n", "stdout": "-5\n"}]
    assert problem["subcategory"] == "codecontests" and problem["difficulty"] == "medium"
    assert problem["flags"] == {"no_reference": "Eurus-2-RL-Data gives no solutions"}
    assert row_errors(problem) == []


def test_eurus_fn_name_ground_truth():
    problem = eurus_format.convert(rows("eurus")[1])
    assert problem["tests"]["fn_name"] == "double" and problem["entry_point"] == "double"


def test_eurus_math_rows_are_not_problems():
    with pytest.raises(ImportRowError, match="not a code problem"):
        import_row("eurus", rows("eurus")[2])


# ---------------------------------------------------------------- every fixture row


REFUSED = {("apps", 3): "no test case", ("codecontests", 3): "input.txt", ("kodcode", 2): "no test code",
           ("verifiable", 3): "only Python", ("eurus", 2): "not a code problem"}


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_fixture_row_imports_and_passes_the_schema_or_says_why_not(fmt):
    imported = []
    for index, row in enumerate(rows(fmt)):
        if (fmt, index) in REFUSED:
            with pytest.raises(ImportRowError, match=REFUSED[fmt, index]):
                import_row(fmt, row, index=index, trusted=True)
            continue
        problem = import_row(fmt, row, index=index, trusted=True)
        assert problem["source"] == fmt and problem["id"].startswith(f"{fmt}/")
        assert row_errors(problem) == [], problem["id"]
        imported.append(problem)
    assert imported and check_rows(imported) == []  # ids are unique within a source


# ---------------------------------------------------------------- imported rows in the sandbox

RIGHT_AND_WRONG = [
    # (format, row, a correct answer or None for the dataset's reference, a wrong answer)
    ("apps", 0, None, "input()\nprint(sum(map(int, input().split())) + 1)\n"),
    ("apps", 1, None, "def power(base, exp):\n    return base * exp\n"),
    # printed with other digits than the expected output: right only under the row's float tolerance
    ("taco", 0, "input()\nxs = sorted(map(int, input().split()))\nprint((xs[-1] - xs[0]) / 2 + 1e-9)\n",
     "input()\ninput()\nprint('%.6f' % 1.5)\n"),
    ("codecontests", 0, None, "for _ in range(int(input())):\n    input()\n    input()\n    print(1)\n"),
    ("livecodebench", 1,
     # as LeetCode answers are written: List from typing without an import
     "class Solution:\n    def productOfLargest(self, nums: List[int], k: int) -> int:\n        out = 1\n"
     "        for x in sorted(nums)[len(nums) - k:]:\n            out *= x\n        return out\n",
     "class Solution:\n    def productOfLargest(self, nums, k):\n        return max(nums)\n"),
    ("kodcode", 0, None, "def two_sum(nums, target):\n    return [0, 1]\n"),
    ("verifiable", 1, None, "def is_isogram(word):\n    return True\n"),
    ("deepcoder", 2, "class Solution:\n    def maxElement(self, nums):\n        return max(nums)\n",
     "class Solution:\n    def maxElement(self, nums):\n        return nums[0]\n"),
]


@pytest.fixture(scope="module")
def sandbox():
    if sys.platform != "linux":
        pytest.skip("the sandbox isolates with Linux namespaces")
    from codereward.sandbox import Sandbox, SandboxConfig

    with Sandbox(SandboxConfig(timeout=10.0, workers=2, memory_mb=512)) as box:
        box.start()
        yield box


def _run_all(sandbox, problem, code):
    """Every case of tests and hidden_tests, run as rewards run them (the row's limits and judge)."""
    runs = [sandbox.run(code, problem[field], problem["entry_point"] or None, **row_run_options(problem))
            for field in ("tests", "hidden_tests") if problem[field]]
    return sum(run.passed for run in runs), sum(run.total for run in runs), runs


@pytest.mark.parametrize(("fmt", "index", "right", "wrong"), RIGHT_AND_WRONG)
def test_imported_rows_run_in_the_sandbox(sandbox, fmt, index, right, wrong):
    problem = import_row(fmt, rows(fmt)[index], index=index, trusted=True)
    right = right or problem["reference_solution"]
    passed, total, runs = _run_all(sandbox, problem, right)
    assert total > 0 and passed == total, [run.failures() for run in runs]
    passed, total, runs = _run_all(sandbox, problem, wrong)
    assert passed < total, runs


# ---------------------------------------------------------------- bad input


ODD_VALUES = [None, 0, -1, True, 3.5, "", "garbage", "[", "{}", "[]", [], {}, [None], {"inputs": 5}, "[[[[[[[[",
              "\u0000", "x" * 5000, b"\xff\xfe"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_any_field_holding_an_odd_value_gives_a_problem_or_a_reason(fmt):
    # every field of every fixture row replaced by each odd value: a valid problem row or an
    # ImportRowError, never another exception
    for index, row in enumerate(rows(fmt)):
        for field in row:
            for value in ODD_VALUES:
                try:
                    problem = import_row(fmt, {**row, field: value}, index=index, trusted=True)
                except ImportRowError as exc:
                    assert str(exc)
                else:
                    assert row_errors(problem) == [], (field, value)


def test_rows_that_are_not_mappings_are_refused():
    for value in (None, [], "row", 3):
        with pytest.raises(ImportRowError, match="expected a row object"):
            import_row("apps", value)


def test_the_api_example_of_docs_importing_runs_as_written():
    page = (Path(__file__).resolve().parents[1] / "docs" / "importing.md").read_text(encoding="utf-8")
    example = re.findall(r"```python\n(.*?)```\n", page, re.S)[0]
    namespace: dict = {}
    exec(compile(example, "docs/importing.md", "exec"), namespace)  # noqa: S102 - our own documentation
    assert namespace["problem"]["id"] == "apps/test/0042"
