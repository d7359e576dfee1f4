import random

from fastapi import Depends, FastAPI, Request

app = FastAPI()

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


def requested_category(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("category") or request.headers.get("x-category", "")


@app.get("/featured")
def featured(category: str = Depends(requested_category)):
    """Featured."""
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return {"featured": random.sample(pool, min(3, len(pool)))}
