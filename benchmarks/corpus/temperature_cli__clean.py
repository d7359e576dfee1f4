"""Convert temperatures between Celsius, Fahrenheit and Kelvin from the command line."""

import argparse
import sys

ABSOLUTE_ZERO_C = -273.15


def to_celsius(value, unit):
    """``value`` in ``unit`` ('C', 'F' or 'K') as degrees Celsius."""
    converters = {"C": lambda v: v, "F": lambda v: (v - 32) * 5 / 9, "K": lambda v: v + ABSOLUTE_ZERO_C}
    if unit not in converters:
        raise ValueError(f"unknown unit {unit!r}")
    celsius = converters[unit](value)
    if celsius < ABSOLUTE_ZERO_C:
        raise ValueError("below absolute zero")
    return celsius


def from_celsius(celsius, unit):
    """Degrees Celsius in ``unit``."""
    converters = {"C": lambda c: c, "F": lambda c: c * 9 / 5 + 32, "K": lambda c: c - ABSOLUTE_ZERO_C}
    return converters[unit](celsius)


def parse_reading(text):
    """'21.5C' or '70 F' into (value, unit)."""
    text = text.strip().upper().replace(" ", "")
    if not text or text[-1] not in "CFK":
        raise ValueError(f"no unit in {text!r}")
    return float(text[:-1]), text[-1]


def table(start, stop, step, unit="C"):
    """A conversion table in three columns."""
    rows = [f"{'C':>8} {'F':>8} {'K':>8}"]
    value = start
    while value <= stop:
        c = to_celsius(value, unit)
        rows.append(f"{c:8.1f} {from_celsius(c, 'F'):8.1f} {from_celsius(c, 'K'):8.1f}")
        value += step
    return "\n".join(rows)


def main(argv=None):
    """Convert each reading given on the command line (or stdin) to ``--to``."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("readings", nargs="*")
    parser.add_argument("--to", default="C", choices="CFK")
    args = parser.parse_args(argv)
    readings = args.readings or sys.stdin.read().split()
    for reading in readings:
        value, unit = parse_reading(reading)
        print(f"{reading} = {from_celsius(to_celsius(value, unit), args.to):.2f}{args.to}")
    return 0
