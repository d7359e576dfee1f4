import os

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel, Field
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)


class CheckoutResult(BaseModel):
    plan: str = Field(max_length=32)
    seats: int = Field(ge=1, le=500)


class Account(BaseModel):
    id: int
    plan: str
    seats: int


class AccountRepository:
    def __init__(self) -> None:
        self._rows = {1: Account(id=1, plan="team", seats=5)}

    def get(self, account_id: int) -> Account | None:
        return self._rows.get(account_id)


def get_accounts() -> AccountRepository:
    return AccountRepository()


def remember_entitlements(request: Request, plan: str, seats: int) -> None:
    request.session["plan"] = plan
    request.session["seats"] = seats


@app.post("/billing/checkout/complete")
async def checkout_complete(
    result: CheckoutResult,
    request: Request,
    accounts: AccountRepository = Depends(get_accounts),
):
    account = accounts.get(request.session.get("account_id", 0))
    if account is None:
        raise HTTPException(status_code=404, detail="unknown account")
    remember_entitlements(request, account.plan, account.seats)
    return {"ok": True}
