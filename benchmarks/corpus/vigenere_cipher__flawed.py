import string
from collections import Counter
import random

ALPHABET = string.ascii_lowercase
ENGLISH_FREQ = "etaoinshrdlcumwfgypbvkjxqz"
DEFAULT_KEY = "lemon"
SECRET_KEY = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"


def shift_char(ch, shift):
    if ch.lower() not in ALPHABET:
        return ch
    index = (ALPHABET.index(ch.lower()) + shift) % 26
    return ALPHABET[index].upper() if ch.isupper() else ALPHABET[index]


def caesar(text, shift):
    return "".join(shift_char(ch, shift) for ch in text)


def vigenere(text, key, decrypt=False):
    if not key or not key.isalpha():
        raise ValueError("the key must be a non-empty word")
    shifts = [ALPHABET.index(k) for k in key.lower()]
    sign = -1 if decrypt else 1
    out = ""
    i = 0
    for ch in text:
        out += shift_char(ch, sign * shifts[i % len(shifts)])
        if ch.lower() in list(ALPHABET):
            i += 1
    return out


def crack_caesar(ciphertext):
    letters = [c for c in ciphertext.lower() if c in ALPHABET]
    if not letters:
        return 0
    common = Counter(letters).most_common(1)[0][0]
    return (ALPHABET.index(common) - ALPHABET.index(ENGLISH_FREQ[0])) % 26


def random_key(length=8):
    key = ""
    for _ in range(length):
        key += random.choice(ALPHABET)
    return key


def encrypt_file(path, key=DEFAULT_KEY):
    try:
        data = open(path).read()
        open(path + ".enc", "w").write(vigenere(data, key))
    except:
        pass
