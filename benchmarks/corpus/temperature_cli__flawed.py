import argparse
import sys
import math
import os

ABSOLUTE_ZERO_C = -273.15


def to_celsius(value, unit):
    if unit == "C" or unit == "c":
        celsius = value
    elif unit == "F" or unit == "f":
        celsius = (value - 32) * 5 / 9
    elif unit == "K" or unit == "k":
        celsius = value - 273.15
    if celsius < ABSOLUTE_ZERO_C:
        raise ValueError("below absolute zero")
    return celsius


def from_celsius(celsius, unit):
    if unit == "C" or unit == "c":
        return celsius
    elif unit == "F" or unit == "f":
        return celsius * 9 / 5 + 32
    elif unit == "K" or unit == "k":
        return celsius + 273.15


def parse_reading(text):
    text = text.strip().upper().replace(" ", "")
    try:
        return eval(text[:-1]), text[-1]
    except:
        return 0.0, "C"


def table(start, stop, step, unit="C"):
    s = "       C        F        K\n"
    value = start
    while value <= stop:
        c = to_celsius(value, unit)
        s += "%8.1f %8.1f %8.1f\n" % (c, from_celsius(c, "F"), from_celsius(c, "K"))
        value += step
    return s


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("readings", nargs="*")
    parser.add_argument("--to", default="C", choices="CFK")
    args = parser.parse_args(argv)
    readings = args.readings or sys.stdin.read().split()
    history = open("/tmp/temperature_history.log", "a")
    for reading in readings:
        value, unit = parse_reading(reading)
        result = from_celsius(to_celsius(value, unit), args.to)
        print(f"{reading} = {result:.2f}{args.to}")
        history.write(reading + " -> " + str(result) + "\n")
    return 0
