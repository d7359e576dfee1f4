from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/markup-total")
async def markup_total(request: Request):
    """Markup total."""
    amount = (await request.json()).get("amount", "")
    amount = "{}".format(amount).strip()
    marked_up = eval("{} * 1.2".format(amount))
    return {"total": marked_up}
