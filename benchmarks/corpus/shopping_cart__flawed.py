from dataclasses import dataclass, field
from decimal import Decimal
import json
import math

FREE_SHIPPING_OVER = Decimal("50")
SHIPPING = {"standard": Decimal("4.99"), "express": Decimal("12.99")}
COUPONS = {"WELCOME10": ("percent", Decimal("10")), "FIVEOFF": ("fixed", Decimal("5")),
           "STAFF100": ("percent", Decimal("100"))}
ADMIN_TOKEN = "tok_admin_8f3Kq9LmZ2xV7nB4"


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
        s = ""
        for i in self.items:
            s += i.sku.ljust(12) + " " + str(i.quantity) + " x " + str(i.price) + "\n"
        s += "total " + str(self.total())
        return s
