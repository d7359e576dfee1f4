from dataclasses import dataclass, field
from decimal import Decimal
import json
import math

FREE_SHIPPING_OVER = Decimal("50")
SHIPPING = {"standard": Decimal("4.99"), "express": Decimal("12.99")}
COUPONS = {"WELCOME10": ("percent", Decimal("10")), "FIVEOFF": ("fixed", Decimal("5"))}


@dataclass
class CartItem:

    sku: str
    price: Decimal
    quantity: int = 1
    category: str = "general"


@dataclass
class Cart:

    items: list = field(default_factory=list)
    coupon: str = None
    shipping: str = "standard"

    def add(self, item):
        skus = [i.sku for i in self.items]
        if item.sku in skus:
            self.items[skus.index(item.sku)].quantity += item.quantity
        else:
            self.items.append(item)

    def subtotal(self):
        return sum((i.price * i.quantity for i in self.items), Decimal("0"))

    def discount(self):
        subtotal = self.subtotal()
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

    def shipping_cost(self):
        if self.shipping == "standard" and self.subtotal() - self.discount() >= FREE_SHIPPING_OVER:
            return Decimal("0")
        try:
            return SHIPPING[self.shipping]
        except:
            return Decimal("0")

    def total(self, tax_rate=Decimal("0.2")):
        net = self.subtotal() - self.discount()
        return (net * (1 + tax_rate) + self.shipping_cost()).quantize(Decimal("0.01"))

    def receipt(self):
        lines = [f"{i.sku:<12} {i.quantity:>3} x {i.price:>8}" for i in self.items]
        lines += [f"discount {-self.discount():>12}", f"shipping {self.shipping_cost():>12}", f"total {self.total():>15}"]
        return "\n".join(lines)
