"""Caesar and Vigenere ciphers with a frequency-analysis attack on Caesar."""

import string
from collections import Counter
# {clean key_storage}
import os
# {flaw key_storage}
import random
# {end}

ALPHABET = string.ascii_lowercase
ENGLISH_FREQ = "etaoinshrdlcumwfgypbvkjxqz"
# {clean key_storage}
DEFAULT_KEY = os.environ.get("VIGENERE_KEY", "")
# {flaw key_storage}
DEFAULT_KEY = "lemon"
SECRET_KEY = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
# {end}


def shift_char(ch, shift):
    """Shift a letter by ``shift`` places, keeping its case; other characters are unchanged."""
    if ch.lower() not in ALPHABET:
        return ch
    index = (ALPHABET.index(ch.lower()) + shift) % 26
    return ALPHABET[index].upper() if ch.isupper() else ALPHABET[index]


def caesar(text, shift):
    """Caesar cipher of ``text``."""
    return "".join(shift_char(ch, shift) for ch in text)


def vigenere(text, key, decrypt=False):
    """Vigenere cipher of ``text`` with ``key`` (letters only)."""
    if not key or not key.isalpha():
        raise ValueError("the key must be a non-empty word")
    shifts = [ALPHABET.index(k) for k in key.lower()]
    sign = -1 if decrypt else 1
    # {clean concat}
    out, i = [], 0
    for ch in text:
        out.append(shift_char(ch, sign * shifts[i % len(shifts)]))
        i += ch.lower() in ALPHABET
    return "".join(out)
    # {flaw concat}
    out = ""
    i = 0
    for ch in text:
        out += shift_char(ch, sign * shifts[i % len(shifts)])
        if ch.lower() in list(ALPHABET):
            i += 1
    return out
    # {end}


def crack_caesar(ciphertext):
    """The most likely shift, by matching letter frequencies with English."""
    letters = [c for c in ciphertext.lower() if c in ALPHABET]
    if not letters:
        return 0
    common = Counter(letters).most_common(1)[0][0]
    return (ALPHABET.index(common) - ALPHABET.index(ENGLISH_FREQ[0])) % 26


def random_key(length=8):
    """A random key for Vigenere."""
    # {clean key_storage}
    import secrets

    return "".join(secrets.choice(ALPHABET) for _ in range(length))
    # {flaw key_storage}
    key = ""
    for _ in range(length):
        key += random.choice(ALPHABET)
    return key
    # {end}


def encrypt_file(path, key=DEFAULT_KEY):
    """Encrypt a text file, writing ``<path>.enc``."""
    # {clean swallow}
    with open(path, encoding="utf-8") as src, open(path + ".enc", "w", encoding="utf-8") as dst:
        dst.write(vigenere(src.read(), key))
    # {flaw swallow}
    try:
        data = open(path).read()
        open(path + ".enc", "w").write(vigenere(data, key))
    except:
        pass
    # {end}
