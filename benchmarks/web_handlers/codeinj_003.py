from fastapi import FastAPI, Request

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/markup-total")
async def markup_total(request: Request):
    """Markup total."""
    amount = (await request.json()).get("amount", "")
    amount = value_or_default(amount, "100", use_request=True)
    marked_up = float(amount) * 1.2
    return {"total": marked_up}
