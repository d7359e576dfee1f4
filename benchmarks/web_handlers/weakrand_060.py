import random

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    rounds: str = ""


@app.post("/simulate")
def simulate(payload: RequestBody):
    """Simulate."""
    rounds = payload.rounds
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return {"wins": wins}
