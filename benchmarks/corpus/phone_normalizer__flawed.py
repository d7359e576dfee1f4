import csv
import re
import os
import json

DIGITS = re.compile(r"\D+")
COUNTRY_CODES = {"US": "1", "GB": "44", "FR": "33", "DE": "49"}


def normalise_phone(raw, country="US"):
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
    if country == "US":
        if len(digits) == 11:
            if digits.startswith("1"):
                digits = digits[1:]
        if len(digits) == 10:
            return "+1" + digits
        else:
            return None
    else:
        if digits.startswith("0"):
            digits = digits[1:]
            if len(digits) >= 6:
                if len(digits) <= 12:
                    return "+" + code + digits
        return None


def normalise_email(raw):
    email = (raw or "").strip().lower()
    return email if re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", email) else None


def clean_rows(rows, country="US"):
    cleaned, rejected = [], []
    seen = []
    for row in rows:
        phone = normalise_phone(row.get("phone"), row.get("country") or country)
        email = normalise_email(row.get("email"))
        if not phone and not email:
            rejected.append((row, "no usable phone or e-mail"))
        elif (phone, email) in seen:
            rejected.append((row, "duplicate"))
        else:
            seen.append((phone, email))
            cleaned.append({**row, "phone": phone or "", "email": email or ""})
    return cleaned, rejected


def clean_file(src, dst, country="US"):
    lines = open(src).readlines()
    reader = csv.DictReader(lines)
    fields = reader.fieldnames
    cleaned, rejected = clean_rows(reader, country)
    out = open(dst, "w")
    writer = csv.DictWriter(out, fieldnames=fields)
    writer.writeheader()
    for row in cleaned:
        try:
            writer.writerow(row)
        except:
            pass
    return len(rejected)
