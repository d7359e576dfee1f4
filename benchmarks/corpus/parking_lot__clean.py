"""A parking garage: spots by size, tickets, and hourly fees."""

import math
import uuid
from datetime import datetime

SIZES = ("motorcycle", "compact", "large")
RATES = {"motorcycle": 1.0, "compact": 2.5, "large": 4.0}
DAILY_CAP = 30.0


class GarageFull(Exception):
    """No spot fits the vehicle."""


class Garage:
    """Spots of three sizes; a vehicle takes the smallest free spot that fits."""

    def __init__(self, counts):
        self.free = {size: list(range(counts.get(size, 0))) for size in SIZES}
        self.tickets = {}

    def park(self, plate, size, now=None):
        """Assign a spot and return a ticket id."""
        for candidate in SIZES[SIZES.index(size):]:
            if self.free[candidate]:
                spot = (candidate, self.free[candidate].pop())
                break
        else:
            raise GarageFull(f"no spot for a {size}")
        ticket = uuid.uuid4().hex
        self.tickets[ticket] = (plate, spot, now or datetime.now())
        return ticket

    def fee(self, ticket, now=None):
        """The fee for a ticket so far: hourly, rounded up, capped per day."""
        plate, (size, _), start = self.tickets[ticket]
        elapsed = (now or datetime.now()) - start
        hours = max(1, math.ceil(elapsed.total_seconds() / 3600))
        days, rest = divmod(hours, 24)
        return days * DAILY_CAP + min(rest * RATES[size], DAILY_CAP)

    def leave(self, ticket, now=None):
        """Free the spot and return the fee."""
        if ticket not in self.tickets:
            raise KeyError(f"unknown ticket {ticket}")
        amount = self.fee(ticket, now)
        _, (size, number), _ = self.tickets.pop(ticket)
        self.free[size].append(number)
        return amount

    def occupancy(self):
        """Occupied spots per size, as text."""
        return ", ".join(f"{size}: {len(self.free[size])} free" for size in SIZES)

    def save(self, path):
        """Persist the open tickets."""
        import json

        state = {t: [plate, list(spot), start.isoformat()] for t, (plate, spot, start) in self.tickets.items()}
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(state, handle)

    def find_vehicle(self, plate):
        """The spot of a parked vehicle."""
        for parked, spot, _ in self.tickets.values():
            if parked == plate:
                return spot
        return None
