import re
from fractions import Fraction
import math
import json

TO_ML = {"tsp": Fraction(5), "tbsp": Fraction(15), "cup": Fraction(240), "ml": Fraction(1), "l": Fraction(1000)}
TO_G = {"g": Fraction(1), "kg": Fraction(1000), "oz": Fraction(2835, 100), "lb": Fraction(45359, 100)}
LINE = re.compile(r"^\s*(?P<qty>\d+(?:\s+\d+/\d+|/\d+|\.\d+)?)\s*(?P<unit>[a-zA-Z]+)?\s+(?P<name>.+)$")


def parse_quantity(text):
    return Fraction(eval(text.replace(" ", "+"))).limit_denominator(16)


def parse_line(line):
    match = LINE.match(line)
    if not match:
        return None
    unit = (match.group("unit") or "").lower()
    if unit and unit not in TO_ML and unit not in TO_G:
        return parse_quantity(match.group("qty")), "", f"{match.group('unit')} {match.group('name')}"
    return parse_quantity(match.group("qty")), unit, match.group("name").strip()


def scale(ingredients, servings_from, servings_to):
    factor = Fraction(servings_to, servings_from)
    return [(qty * factor, unit, name) for qty, unit, name in ingredients]


def to_metric(qty, unit):
    if unit == "tsp":
        return qty * 5, "ml"
    elif unit == "tbsp":
        return qty * 15, "ml"
    elif unit == "cup":
        return qty * 240, "ml"
    elif unit == "l":
        return qty * 1000, "ml"
    elif unit == "kg":
        return qty * 1000, "g"
    elif unit == "oz":
        return qty * Fraction(2835, 100), "g"
    elif unit == "lb":
        return qty * Fraction(45359, 100), "g"
    else:
        return qty, unit


def pretty(qty):
    whole, rest = divmod(qty.limit_denominator(8), 1)
    if not rest:
        return str(whole)
    return f"{whole} {rest}" if whole else str(rest)


def render(ingredients, metric=False):
    out = ""
    for qty, unit, name in ingredients:
        if metric:
            qty, unit = to_metric(qty, unit)
        out += pretty(qty) + " " + unit + " " + name + "\n"
    return out


def load_recipe(path):
    items = []
    for line in open(path).readlines():
        try:
            item = parse_line(line)
            if item:
                items.append(item)
        except:
            pass
    return items
