from django.shortcuts import redirect


def after_login(request):
    username = request.GET.get("next", "")
    return redirect("profile", username=username)
