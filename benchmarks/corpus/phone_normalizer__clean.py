"""Clean a contact list: normalise phone numbers and e-mails, flag bad rows."""

import csv
import re

DIGITS = re.compile(r"\D+")
COUNTRY_CODES = {"US": "1", "GB": "44", "FR": "33", "DE": "49"}


def normalise_phone(raw, country="US"):
    """E.164 form of a phone number, or None when it cannot be one."""
    if not raw:
        return None
    digits = DIGITS.sub("", raw)
    if raw.strip().startswith("+"):
        return f"+{digits}" if 8 <= len(digits) <= 15 else None
    if digits.startswith("00"):
        return f"+{digits[2:]}"
    code = COUNTRY_CODES.get(country)
    if code is None:
        return None
    if country == "US" and len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    national = digits.lstrip("0")
    return f"+{code}{national}" if 6 <= len(national) <= 12 else None


def normalise_email(raw):
    """Lower-cased, stripped address, or None when it is not plausible."""
    email = (raw or "").strip().lower()
    return email if re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", email) else None


def clean_rows(rows, country="US"):
    """(cleaned rows, rejected rows with a reason)."""
    cleaned, rejected = [], []
    seen = set()
    for row in rows:
        phone = normalise_phone(row.get("phone"), row.get("country") or country)
        email = normalise_email(row.get("email"))
        if not phone and not email:
            rejected.append((row, "no usable phone or e-mail"))
        elif (phone, email) in seen:
            rejected.append((row, "duplicate"))
        else:
            seen.add((phone, email))
            cleaned.append({**row, "phone": phone or "", "email": email or ""})
    return cleaned, rejected


def clean_file(src, dst, country="US"):
    """Clean a CSV file into ``dst``; return the number of rejected rows."""
    with open(src, newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        fields = reader.fieldnames or ["name", "phone", "email"]
        cleaned, rejected = clean_rows(reader, country)
    with open(dst, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=fields)
        writer.writeheader()
        writer.writerows(cleaned)
    return len(rejected)
