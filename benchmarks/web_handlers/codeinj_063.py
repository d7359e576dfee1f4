from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["markup_total"])


def requested_amount(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("amount") or request.headers.get("x-amount", "")


@router.get("/markup-total")
def markup_total(amount: str = Depends(requested_amount)):
    """Markup total."""
    candidates = ["100", "100"]
    candidates.insert(1, amount)
    amount = candidates[2]
    marked_up = eval("{} * 1.2".format(amount))
    return {"total": marked_up}
