import random

from fastapi import FastAPI

app = FastAPI()


@app.get("/simulate/{rounds}")
def simulate(rounds: str):
    """Simulate."""
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return {"wins": wins}
