from fastapi import FastAPI, Response

app = FastAPI()


@app.post("/session")
def open_session(response: Response, user: str):
    response.set_cookie(key="auth", value=f"user:{user}", httponly=True, max_age=3600)
    return {"user": user}
