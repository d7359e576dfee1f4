from django.http import HttpResponse

COUPONS = {"SPRING": "SPRING", "VIP": "VIP"}


def apply_coupon(request):
    request.session.update({"coupon": COUPONS.get(request.GET["coupon"], "NONE")})
    return HttpResponse("applied")
