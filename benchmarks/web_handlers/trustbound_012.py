from fastapi import Depends, FastAPI, Request

app = FastAPI()

CATALOG = {"pen", "mug", "notebook"}


def requested_product(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("product") or request.headers.get("x-product", "")


@app.get("/recently-viewed")
def recently_viewed(request: Request, product: str = Depends(requested_product)):
    """Recently viewed."""
    cleaned = ""
    for ch in product:
        if ch.isprintable():
            cleaned += ch
    product = cleaned
    request.session.setdefault("recent", []).append(product)
    return {"recent": request.session["recent"][-5:]}
