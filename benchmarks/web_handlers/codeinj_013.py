from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_amount(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("amount") or request.headers.get("x-amount", "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/markup-total")
def markup_total(amount: str = Depends(requested_amount)):
    """Markup total."""
    amount = value_or_default(amount, "100", use_request=True)
    marked_up = eval("{} * 1.2".format(amount))
    return {"total": marked_up}
