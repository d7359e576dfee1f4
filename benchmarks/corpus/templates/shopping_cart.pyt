"""A shopping cart with coupons, bundle deals, shipping rules and tax."""

from dataclasses import dataclass, field
from decimal import Decimal
# {clean unused}
# {flaw unused}
import json
import math
# {end}

FREE_SHIPPING_OVER = Decimal("50")
SHIPPING = {"standard": Decimal("4.99"), "express": Decimal("12.99")}
# {clean coupons}
COUPONS = {"WELCOME10": ("percent", Decimal("10")), "FIVEOFF": ("fixed", Decimal("5"))}
# {flaw coupons}
COUPONS = {"WELCOME10": ("percent", Decimal("10")), "FIVEOFF": ("fixed", Decimal("5")),
           "STAFF100": ("percent", Decimal("100"))}
ADMIN_TOKEN = "tok_admin_8f3Kq9LmZ2xV7nB4"
# {end}


@dataclass
class CartItem:
    """A product line."""

    sku: str
    price: Decimal
    quantity: int = 1
    category: str = "general"


@dataclass
class Cart:
    """Items, an optional coupon and a shipping method."""

    items: list = field(default_factory=list)
    coupon: str = None
    shipping: str = "standard"

    def add(self, item):
        """Add an item, merging quantities of the same SKU."""
        # {clean merge}
        for existing in self.items:
            if existing.sku == item.sku:
                existing.quantity += item.quantity
                return
        self.items.append(item)
        # {flaw merge}
        skus = [i.sku for i in self.items]
        if item.sku in skus:
            self.items[skus.index(item.sku)].quantity += item.quantity
        else:
            self.items.append(item)
        # {end}

    def subtotal(self):
        """Sum of line prices."""
        return sum((i.price * i.quantity for i in self.items), Decimal("0"))

    def discount(self):
        """The coupon and bundle discounts."""
        subtotal = self.subtotal()
        # {clean nesting}
        amount = Decimal("0")
        kind, value = COUPONS.get(self.coupon, (None, Decimal("0")))
        if kind == "percent":
            amount += subtotal * value / 100
        elif kind == "fixed":
            amount += min(value, subtotal)
        books = sum(i.quantity for i in self.items if i.category == "books")
        cheapest = min((i.price for i in self.items if i.category == "books"), default=Decimal("0"))
        amount += cheapest * (books // 3)
        return amount
        # {flaw nesting}
        amount = Decimal("0")
        if self.coupon:
            if self.coupon in COUPONS:
                kind, value = COUPONS[self.coupon]
                if kind == "percent":
                    amount += subtotal * value / 100
                else:
                    if value > subtotal:
                        amount += subtotal
                    else:
                        amount += value
        books = 0
        for i in self.items:
            if i.category == "books":
                books += i.quantity
                if books >= 3:
                    for j in self.items:
                        if j.category == "books":
                            if j.price < i.price:
                                amount += j.price
                                books -= 3
        return amount
        # {end}

    def shipping_cost(self):
        """Free over the threshold for standard shipping."""
        if self.shipping == "standard" and self.subtotal() - self.discount() >= FREE_SHIPPING_OVER:
            return Decimal("0")
        # {clean except}
        if self.shipping not in SHIPPING:
            raise ValueError(f"unknown shipping method {self.shipping!r}")
        return SHIPPING[self.shipping]
        # {flaw except}
        try:
            return SHIPPING[self.shipping]
        except:
            return Decimal("0")
        # {end}

    def total(self, tax_rate=Decimal("0.2")):
        """What the customer pays."""
        net = self.subtotal() - self.discount()
        return (net * (1 + tax_rate) + self.shipping_cost()).quantize(Decimal("0.01"))

    def receipt(self):
        """A plain-text receipt."""
        # {clean concat}
        lines = [f"{i.sku:<12} {i.quantity:>3} x {i.price:>8}" for i in self.items]
        lines += [f"discount {-self.discount():>12}", f"shipping {self.shipping_cost():>12}", f"total {self.total():>15}"]
        return "\n".join(lines)
        # {flaw concat}
        s = ""
        for i in self.items:
            s += i.sku.ljust(12) + " " + str(i.quantity) + " x " + str(i.price) + "\n"
        s += "total " + str(self.total())
        return s
        # {end}
