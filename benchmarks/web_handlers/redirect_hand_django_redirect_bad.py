from django.shortcuts import redirect

def go(request):
    url = request.GET.get("to", "/")
    return redirect(url)
