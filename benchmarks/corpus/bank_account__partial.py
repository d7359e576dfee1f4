import json
import threading
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
import pickle


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
        self._lock.acquire()
        if self.history is None:
            self.history = []
        self.history.append(Transaction(day or date.today(), amount, memo))
        self._lock.release()

    def withdraw(self, amount, memo="", day=None):
        amount = Decimal(amount)
        self._lock.acquire()
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner}: balance {self.balance}, asked {amount}")
        self.history.append(Transaction(day or date.today(), -amount, memo))
        self._lock.release()

    def statement(self, year, month):
        lines = [f"Statement for {self.owner}, {year}-{month:02d}"]
        lines += [f"{t.day}  {t.amount:>10}  {t.memo}" for t in self.history
                  if t.day.year == year and t.day.month == month]
        return "\n".join(lines)

    def save(self, path):
        pickle.dump(self.history, open(path, "wb"))

    @classmethod
    def load(cls, path):
        history = pickle.load(open(path, "rb"))
        return cls("unknown", history)
