import random

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/simulate")
async def simulate(request: Request):
    """Simulate."""
    rounds = (await request.json()).get("rounds", "")
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return {"wins": wins}
