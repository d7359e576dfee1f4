import builtins

from fastapi import FastAPI

app = FastAPI()


@app.post("/script")
def script(source: str):
    runner = vars(builtins)["print"]
    runner(source)
    return {"ok": True}
