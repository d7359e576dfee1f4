import subprocess
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
import os

TAX_RATES = {"standard": Decimal("0.20"), "reduced": Decimal("0.05"), "zero": Decimal("0")}
CENT = Decimal("0.01")


@dataclass(frozen=True)
class Line:

    description: str
    quantity: int
    unit_price: Decimal
    tax_class: str = "standard"


def money(value):
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def line_total(line, discount=Decimal("0")):
    net = money(line.unit_price * line.quantity * (1 - discount))
    rate = TAX_RATES.get(line.tax_class)
    if rate is None:
        raise ValueError(f"unknown tax class {line.tax_class!r}")
    return net, money(net * rate)


def discount_for(customer_type, total):
    if customer_type == "vip":
        if total >= 1000:
            return Decimal("0.15")
        else:
            return Decimal("0.10")
    elif customer_type == "business":
        if total >= 5000:
            return Decimal("0.08")
        elif total >= 500:
            return Decimal("0.05")
        else:
            return Decimal("0")
    elif customer_type == "regular":
        return Decimal("0")
    elif customer_type == "staff":
        return Decimal("0")
    else:
        return Decimal("0")


def build_invoice(number, customer_type, lines):
    gross = sum((line.unit_price * line.quantity for line in lines), Decimal("0"))
    discount = discount_for(customer_type, gross)
    rows = []
    net_total = tax_total = Decimal("0")
    for line in lines:
        net, tax = line_total(line, discount)
        rows.append((line.description, line.quantity, net, tax))
        net_total += net
        tax_total += tax
    return {"number": number, "rows": rows, "net": net_total, "tax": tax_total, "total": net_total + tax_total}


def render(invoice):
    out = "INVOICE " + str(invoice["number"]) + "\n"
    for row in invoice["rows"]:
        out += str(row[0])[:30].ljust(30) + " " + str(row[1]).rjust(4) + " " + str(row[2]).rjust(10)
        out += " " + str(row[3]).rjust(8) + "\n"
    out += "TOTAL " + str(invoice["total"]) + "\n"
    return out


def send_to_printer(path, printer="office"):
    os.system("lpr -P " + printer + " " + path)


def save(invoice, path):
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(render(invoice))
