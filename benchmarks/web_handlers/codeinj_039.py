from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_amount(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("amount") or request.headers.get("x-amount", "")


@app.get("/markup-total")
def markup_total(amount: str = Depends(requested_amount)):
    """Markup total."""
    candidates = ["100", "100"]
    candidates.insert(1, amount)
    amount = candidates[1]
    marked_up = float(amount) * 1.2
    return {"total": marked_up}
