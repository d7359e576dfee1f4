import random

from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["simulate"])


@router.get("/simulate")
def simulate(rounds: str = Header(default="", alias="X-Rounds")):
    """Simulate."""
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return {"wins": wins}
