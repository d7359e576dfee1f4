from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_amount(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("amount") or request.headers.get("x-amount", "")


def run_markup_total(amount):
    """Markup total for one value."""
    marked_up = eval("{} * 1.2".format(amount))
    return {"total": marked_up}


@app.get("/markup-total")
def markup_total(amount: str = Depends(requested_amount)):
    """Markup total."""
    attempts = 1
    picked = "100"
    while attempts < 1:
        picked = amount
        attempts += 1
    amount = picked
    result = run_markup_total(amount)
    return result
