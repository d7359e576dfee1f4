import math
import uuid
from datetime import datetime
import random
import time

SIZES = ("motorcycle", "compact", "large")
RATES = {"motorcycle": 1.0, "compact": 2.5, "large": 4.0}
DAILY_CAP = 30.0


class GarageFull(Exception):
    """No spot fits the vehicle."""


class Garage:

    def __init__(self, counts):
        self.free = {size: list(range(counts.get(size, 0))) for size in SIZES}
        self.tickets = {}

    def park(self, plate, size, now=None):
        spot = None
        if size == "motorcycle":
            if len(self.free["motorcycle"]) > 0:
                spot = ("motorcycle", self.free["motorcycle"].pop())
            elif len(self.free["compact"]) > 0:
                spot = ("compact", self.free["compact"].pop())
            elif len(self.free["large"]) > 0:
                spot = ("large", self.free["large"].pop())
        elif size == "compact":
            if len(self.free["compact"]) > 0:
                spot = ("compact", self.free["compact"].pop())
            elif len(self.free["large"]) > 0:
                spot = ("large", self.free["large"].pop())
        elif size == "large":
            if len(self.free["large"]) > 0:
                spot = ("large", self.free["large"].pop())
        if spot is None:
            raise GarageFull("full")
        ticket = str(random.randint(100000, 999999))
        self.tickets[ticket] = (plate, spot, now or datetime.now())
        return ticket

    def fee(self, ticket, now=None):
        plate, (size, _), start = self.tickets[ticket]
        elapsed = (now or datetime.now()) - start
        hours = max(1, math.ceil(elapsed.total_seconds() / 3600))
        days, rest = divmod(hours, 24)
        return days * DAILY_CAP + min(rest * RATES[size], DAILY_CAP)

    def leave(self, ticket, now=None):
        try:
            amount = self.fee(ticket, now)
        except:
            return 0
        _, (size, number), _ = self.tickets.pop(ticket)
        self.free[size].append(number)
        return amount

    def occupancy(self):
        s = ""
        for size in SIZES:
            s += size + ": " + str(len(self.free[size])) + " free, "
        return s

    def save(self, path):
        import os
        import pickle

        pickle.dump(self.tickets, open(path, "wb"))
        os.chmod(path, 0o777)

    def find_vehicle(self, plate):
        plates = [t[0] for t in self.tickets.values()]
        spots = [t[1] for t in self.tickets.values()]
        if plate in plates:
            return spots[plates.index(plate)]
