"""Build invoices from order lines, with tax, discounts and a plain-text rendering."""

import subprocess
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
# {clean print_cmd}
# {flaw print_cmd}
import os
# {end}

TAX_RATES = {"standard": Decimal("0.20"), "reduced": Decimal("0.05"), "zero": Decimal("0")}
CENT = Decimal("0.01")


@dataclass(frozen=True)
class Line:
    """One line of an order."""

    description: str
    quantity: int
    unit_price: Decimal
    tax_class: str = "standard"


def money(value):
    """Round to cents, half up, as invoices do."""
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def line_total(line, discount=Decimal("0")):
    """Net and tax of one line after a fractional discount."""
    net = money(line.unit_price * line.quantity * (1 - discount))
    # {clean except}
    rate = TAX_RATES.get(line.tax_class)
    if rate is None:
        raise ValueError(f"unknown tax class {line.tax_class!r}")
    # {flaw except}
    try:
        rate = TAX_RATES[line.tax_class]
    except:
        rate = Decimal("0")
    # {end}
    return net, money(net * rate)


# {clean long_function}
def discount_for(customer_type, total):
    """The discount a customer type gets on an order of ``total``."""
    tiers = {"vip": [(0, "0.10"), (1000, "0.15")], "business": [(500, "0.05"), (5000, "0.08")]}
    discount = Decimal("0")
    for threshold, rate in tiers.get(customer_type, []):
        if total >= threshold:
            discount = Decimal(rate)
    return discount
# {flaw long_function}
def discount_for(customer_type, total):
    """The discount a customer type gets on an order of ``total``."""
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
# {end}


def build_invoice(number, customer_type, lines):
    """An invoice as a dict of rows and totals."""
    gross = sum((line.unit_price * line.quantity for line in lines), Decimal("0"))
    discount = discount_for(customer_type, gross)
    rows = []
    # {clean dup}
    net_total = tax_total = Decimal("0")
    for line in lines:
        net, tax = line_total(line, discount)
        rows.append((line.description, line.quantity, net, tax))
        net_total += net
        tax_total += tax
    # {flaw dup}
    net_total = Decimal("0")
    tax_total = Decimal("0")
    for line in lines:
        net, tax = line_total(line, discount)
        rows.append((line.description, line.quantity, net, tax))
    for line in lines:
        net, tax = line_total(line, discount)
        net_total = net_total + net
        tax_total = tax_total + tax
    # {end}
    return {"number": number, "rows": rows, "net": net_total, "tax": tax_total, "total": net_total + tax_total}


def render(invoice):
    """The invoice as fixed-width text."""
    # {clean concat}
    out = [f"INVOICE {invoice['number']}"]
    out += [f"{desc[:30]:<30} {qty:>4} {net:>10} {tax:>8}" for desc, qty, net, tax in invoice["rows"]]
    out.append(f"{'TOTAL':<30} {'':>4} {invoice['net']:>10} {invoice['tax']:>8}  {invoice['total']}")
    return "\n".join(out)
    # {flaw concat}
    out = "INVOICE " + str(invoice["number"]) + "\n"
    for row in invoice["rows"]:
        out += str(row[0])[:30].ljust(30) + " " + str(row[1]).rjust(4) + " " + str(row[2]).rjust(10)
        out += " " + str(row[3]).rjust(8) + "\n"
    out += "TOTAL " + str(invoice["total"]) + "\n"
    return out
    # {end}


def send_to_printer(path, printer="office"):
    """Print a saved invoice with ``lpr``."""
    # {clean print_cmd}
    subprocess.run(["lpr", "-P", printer, str(path)], check=True)
    # {flaw print_cmd}
    os.system("lpr -P " + printer + " " + path)
    # {end}


def save(invoice, path):
    """Write the rendered invoice to ``path``."""
    # {clean no_with}
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(render(invoice))
    # {flaw no_with}
    f = open(path, "w")
    f.write(render(invoice))
    # {end}
