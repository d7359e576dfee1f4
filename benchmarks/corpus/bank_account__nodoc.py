import json
import threading
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal


class InsufficientFunds(Exception):
    """Raised when a withdrawal would overdraw the account."""


@dataclass
class Transaction:

    day: date
    amount: Decimal
    memo: str = ""


@dataclass
class Account:

    owner: str
    history: list = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def balance(self):
        return sum((t.amount for t in self.history), Decimal("0"))

    def deposit(self, amount, memo="", day=None):
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError("deposit must be positive")
        with self._lock:
            self.history.append(Transaction(day or date.today(), amount, memo))

    def withdraw(self, amount, memo="", day=None):
        amount = Decimal(amount)
        with self._lock:
            if amount > self.balance:
                raise InsufficientFunds(f"{self.owner}: balance {self.balance}, asked {amount}")
            self.history.append(Transaction(day or date.today(), -amount, memo))

    def statement(self, year, month):
        lines = [f"Statement for {self.owner}, {year}-{month:02d}"]
        lines += [f"{t.day}  {t.amount:>10}  {t.memo}" for t in self.history
                  if t.day.year == year and t.day.month == month]
        return "\n".join(lines)

    def save(self, path):
        rows = [{"day": t.day.isoformat(), "amount": str(t.amount), "memo": t.memo} for t in self.history]
        with open(path, "w", encoding="utf-8") as handle:
            json.dump({"owner": self.owner, "history": rows}, handle)

    @classmethod
    def load(cls, path):
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        history = [Transaction(date.fromisoformat(r["day"]), Decimal(r["amount"]), r["memo"]) for r in data["history"]]
        return cls(data["owner"], history)
