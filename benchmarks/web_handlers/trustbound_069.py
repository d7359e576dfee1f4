from fastapi import FastAPI, Request

app = FastAPI()

CATALOG = {"pen", "mug", "notebook"}


@app.get("/recently-viewed/{product}")
def recently_viewed(product: str, request: Request):
    """Recently viewed."""
    choices = {"fallback": "pen", "requested": product}
    product = choices["requested"]
    request.session.setdefault("recent", []).append(product)
    return {"recent": request.session["recent"][-5:]}
