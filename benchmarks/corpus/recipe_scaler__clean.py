"""Scale recipes to a number of servings and convert between kitchen units."""

import re
from fractions import Fraction

TO_ML = {"tsp": Fraction(5), "tbsp": Fraction(15), "cup": Fraction(240), "ml": Fraction(1), "l": Fraction(1000)}
TO_G = {"g": Fraction(1), "kg": Fraction(1000), "oz": Fraction(2835, 100), "lb": Fraction(45359, 100)}
LINE = re.compile(r"^\s*(?P<qty>\d+(?:\s+\d+/\d+|/\d+|\.\d+)?)\s*(?P<unit>[a-zA-Z]+)?\s+(?P<name>.+)$")


def parse_quantity(text):
    """'1 1/2', '3/4', '2.5' or '2' as a Fraction."""
    return sum((Fraction(part) for part in text.split()), Fraction(0))


def parse_line(line):
    """(quantity, unit, ingredient) of one ingredient line, or None."""
    match = LINE.match(line)
    if not match:
        return None
    unit = (match.group("unit") or "").lower()
    if unit and unit not in TO_ML and unit not in TO_G:
        return parse_quantity(match.group("qty")), "", f"{match.group('unit')} {match.group('name')}"
    return parse_quantity(match.group("qty")), unit, match.group("name").strip()


def scale(ingredients, servings_from, servings_to):
    """Every quantity multiplied by servings_to / servings_from."""
    factor = Fraction(servings_to, servings_from)
    return [(qty * factor, unit, name) for qty, unit, name in ingredients]


def to_metric(qty, unit):
    """(quantity, unit) in ml or g where possible."""
    for table, base in ((TO_ML, "ml"), (TO_G, "g")):
        if unit in table:
            return qty * table[unit], base
    return qty, unit


def pretty(qty):
    """A fraction as cooks write it: '1 1/2'."""
    whole, rest = divmod(qty.limit_denominator(8), 1)
    if not rest:
        return str(whole)
    return f"{whole} {rest}" if whole else str(rest)


def render(ingredients, metric=False):
    """One line per ingredient."""
    lines = []
    for qty, unit, name in ingredients:
        if metric:
            qty, unit = to_metric(qty, unit)
        lines.append(f"{pretty(qty)} {unit} {name}".replace("  ", " "))
    return "\n".join(lines)


def load_recipe(path):
    """Ingredients of a recipe file (one per line; unparsable lines skipped)."""
    with open(path, encoding="utf-8") as handle:
        return [item for item in map(parse_line, handle) if item]
