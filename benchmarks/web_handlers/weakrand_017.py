import random

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["featured"])

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


@router.get("/featured")
def featured(category: str = ""):
    """Featured."""
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return {"featured": random.sample(pool, min(3, len(pool)))}
