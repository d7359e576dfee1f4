from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember")
def remember(request: Request):
    request.session.update({"lang": "en"})
    return {"stored": sorted(request.session)}
