from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/markup-total")
async def markup_total(request: Request):
    """Markup total."""
    amount = (await request.json()).get("amount", "")
    amount = "{}".format(amount).strip()
    marked_up = float(amount) * 1.2
    return {"total": marked_up}
