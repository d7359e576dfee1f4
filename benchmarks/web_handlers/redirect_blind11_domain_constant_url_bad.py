from django.shortcuts import redirect

DOMAIN = "docs.example.org"


def docs(request):
    host = request.GET.get("site", DOMAIN)
    page = request.GET.get("page", "index")
    return redirect(f"https://{host}/{page}")
