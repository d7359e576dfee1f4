"""Statistics of the preference study: the paper's figures, intervals against scipy, kappas, bias."""

import json
import math

import pytest

from codereward.cli.main import main
from codereward.study.stats import (
    binom_test,
    clopper_pearson_interval,
    cohens_h,
    cohens_kappa,
    fleiss_kappa,
    parse_counts,
    proportion_summary,
    wilson_interval,
)


def test_paper_figures_are_reproduced_from_125_of_159():
    s = proportion_summary(125, 159)
    assert round(100 * s["rate"], 1) == 78.6
    low, high = s["wilson"]
    assert (round(100 * low, 1), round(100 * high, 1)) == (71.6, 84.3)
    assert s["p_value"] < 0.001
    # the standard formula 2·asin√p − 2·asin√0.5 with p = 125/159 gives 0.6093 -> the paper's 0.609
    # (rounding p to 0.786 first would give 0.6089, which also rounds to 0.609)
    assert round(s["cohens_h"], 3) == 0.609
    assert s["cohens_h"] == pytest.approx(0.60934, abs=1e-5)
    cp_low, cp_high = s["clopper_pearson"]
    assert cp_low < low and cp_high > high  # the exact interval is wider than Wilson's here


def test_counts_cli_json_has_the_paper_values(capsys):
    assert main(["study", "stats", "--counts", "125/159", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["wins"] == 125 and data["total"] == 159
    assert round(data["wilson"][0], 3) == 0.716 and round(data["wilson"][1], 3) == 0.843
    assert data["p_value"] < 0.001
    assert round(data["cohens_h"], 3) == 0.609


@pytest.mark.parametrize("k,n", [(3, 10), (0, 5), (5, 5), (7, 20), (1, 1), (48, 100), (125, 159)])
def test_intervals_and_p_values_match_scipy(k, n):
    from scipy import stats as scipy_stats

    ref = scipy_stats.binomtest(k, n)
    for ours, method in ((wilson_interval(k, n), "wilson"), (clopper_pearson_interval(k, n), "exact")):
        theirs = ref.proportion_ci(confidence_level=0.95, method=method)
        assert ours[0] == pytest.approx(theirs.low, abs=1e-9)
        assert ours[1] == pytest.approx(theirs.high, abs=1e-9)
    assert binom_test(k, n) == pytest.approx(ref.pvalue, rel=1e-9, abs=1e-15)


def test_hand_checked_small_case():
    # 3 of 10: Wilson centre (0.3 + 1.92/20)/(1 + 3.84/10); CP lower solves P(X>=3 | p) = 0.025
    z = 1.959963984540054
    centre = (0.3 + z * z / 20) / (1 + z * z / 10)
    half = z * math.sqrt(0.3 * 0.7 / 10 + z * z / 400) / (1 + z * z / 10)
    low, high = wilson_interval(3, 10)
    assert (low, high) == pytest.approx((centre - half, centre + half))
    cp_low, cp_high = clopper_pearson_interval(3, 10)
    assert (round(cp_low, 4), round(cp_high, 4)) == (0.0667, 0.6525)
    # two-sided exact p for 3 of 10 at 0.5 is 2·(1+10+45+120)/1024
    assert binom_test(3, 10) == pytest.approx(2 * 176 / 1024)


def test_p_value_against_an_asymmetric_null():
    from scipy import stats as scipy_stats

    assert binom_test(7, 20, 0.2) == pytest.approx(scipy_stats.binomtest(7, 20, 0.2).pvalue, rel=1e-9)


def test_cohens_h_sign_and_zero():
    assert cohens_h(0.5) == 0
    assert cohens_h(0.3) == pytest.approx(-cohens_h(0.7))


def test_cohens_kappa_textbook_example():
    # Wikipedia's example: 50 items, yes/yes 20, yes/no 5, no/yes 10, no/no 15 -> kappa 0.4
    first = ["yes"] * 25 + ["no"] * 25
    second = ["yes"] * 20 + ["no"] * 5 + ["yes"] * 10 + ["no"] * 15
    assert cohens_kappa(first, second) == pytest.approx(0.4)
    assert cohens_kappa(["a", "b"], ["a", "b"]) == pytest.approx(1.0)
    assert cohens_kappa(["a", "a"], ["a", "a"]) is None  # chance agreement 1: undefined, not a crash
    assert cohens_kappa([], []) is None
    with pytest.raises(ValueError):
        cohens_kappa(["a"], ["a", "b"])


def test_fleiss_kappa_textbook_example():
    # Fleiss (1971) as tabulated on Wikipedia: 10 items, 14 raters, 5 categories -> 0.210
    table = [[0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
             [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7]]
    assert round(fleiss_kappa(table), 3) == 0.210
    assert fleiss_kappa([[1, 0]]) is None  # one rating per item: nothing to agree on


def test_fleiss_with_two_raters_per_item_equals_its_definition():
    # two raters on every item, both agree on 3 of 4 items -> P_bar = 0.75
    table = [[2, 0], [0, 2], [2, 0], [1, 1]]
    shares = [5 / 8, 3 / 8]
    expected = sum(s * s for s in shares)
    assert fleiss_kappa(table) == pytest.approx((0.75 - expected) / (1 - expected))


def test_position_bias_is_an_exact_test_on_left_right_counts():
    assert binom_test(80, 159) == pytest.approx(1.0)  # as balanced as an odd total allows
    assert binom_test(100, 159) < 0.01


@pytest.mark.parametrize("text,message", [
    ("125", "WINS/TOTAL"), ("a/b", "WINS/TOTAL"), ("-1/5", "WINS/TOTAL"), ("5/0", "at least 1"),
    ("6/5", "cannot exceed"), ("", "WINS/TOTAL"), ("1.5/3", "WINS/TOTAL"),
])
def test_counts_parsing_errors(text, message):
    with pytest.raises(ValueError, match=message):
        parse_counts(text)


def test_counts_parsing_accepts_spaces():
    assert parse_counts(" 125 / 159 ") == (125, 159)


def test_bad_counts_on_the_command_line_exit_2(capsys):
    assert main(["study", "stats", "--counts", "160/159"]) == 2
    assert "cannot exceed" in capsys.readouterr().err


def test_text_output_shows_the_paper_row(capsys):
    assert main(["study", "stats", "--counts", "125/159"]) == 0
    out = capsys.readouterr().out
    for text in ("78.6%", "71.6-84.3%", "< 0.001", "0.609"):
        assert text in out
