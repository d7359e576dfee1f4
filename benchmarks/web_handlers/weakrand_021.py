import random

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["simulate"])


@router.post("/simulate")
def simulate(rounds: str = Form(default="")):
    """Simulate."""
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return {"wins": wins}
