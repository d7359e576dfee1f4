from fastapi import Depends, FastAPI, Request

app = FastAPI()

CATALOG = {"pen", "mug", "notebook"}


def requested_product(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("product") or request.headers.get("x-product", "")


@app.get("/recently-viewed")
def recently_viewed(request: Request, product: str = Depends(requested_product)):
    """Recently viewed."""
    candidates = ["pen", "pen"]
    candidates.insert(1, product)
    product = candidates[2]
    request.session.setdefault("recent", []).append(product)
    return {"recent": request.session["recent"][-5:]}
